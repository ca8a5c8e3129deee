import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * The version the switcher names, safe to hydrate. On a doc page it is the
 * doc's version, the same on the server and in the browser. Elsewhere it comes
 * from the address, which the server may not have had: the 404 page is
 * rendered once, at `/x/404.html`, for every missing address, in the latest
 * version. Until the page has hydrated the switcher names that one, so the
 * 404 page under `/x/v7/…` hydrates without a mismatch and says v7 afterwards.
 */
export function useHydrationSafeVersion(
  activeName: string | undefined,
  onDocPage: boolean,
): string | undefined {
  const hydrated = useIsBrowser();
  const latest = useLatestVersion(undefined);
  return onDocPage || hydrated ? activeName : latest.name;
}
