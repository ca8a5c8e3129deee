import { useCallback } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { linkAcrossParts, parseBuildPart, type BuildPart } from '@site/src/navigation/buildParts';

/** The build part of this page (`customFields.buildPart`, docusaurus.config.ts). */
export function useBuildPart(): BuildPart {
  const { customFields } = useDocusaurusContext().siteConfig;
  return parseBuildPart(typeof customFields?.buildPart === 'string' ? customFields.buildPart : undefined);
}

/**
 * Link props for a docs path that may belong to the other build part: there
 * it is a full page load in the same tab.
 */
export function usePartLink(): (path: string) => { to: string; target?: '_self' } {
  const part = useBuildPart();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return useCallback(
    (path: string) => {
      const to = linkAcrossParts(part, path, baseUrl);
      return to === path ? { to } : { to, target: '_self' };
    },
    [part, baseUrl],
  );
}
