/**
 * Old URLs that must keep working. The overview of each version is served at
 * the version root (`/x/`, `/x/v7/`…); its established address
 * `<version root>/introduction/` redirects there.
 */
const VERSION_ROOT = /^\/(?:v\d+\/)?$/;

/** For a route path relative to the base URL, the paths that should redirect to it. */
export function redirectsTo(path: string): string[] {
  return VERSION_ROOT.test(path) ? [`${path}introduction/`] : [];
}
