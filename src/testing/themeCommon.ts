/**
 * Test double for the parts of `@docusaurus/theme-common` the site uses outside
 * theme components: storage slots over the jsdom local storage (failing
 * quietly like the real ones) and a colour mode that stores its choice under
 * Docusaurus's `theme` key.
 */
export function createStorageSlot(
  key: string,
  options?: { persistence?: 'localStorage' | 'sessionStorage' },
) {
  const storage = () =>
    options?.persistence === 'sessionStorage' ? window.sessionStorage : window.localStorage;
  const quietly = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => quietly(() => storage().getItem(key), null),
    set: (value: string) => quietly(() => storage().setItem(key, value), undefined),
    del: () => quietly(() => storage().removeItem(key), undefined),
    listen: () => () => undefined,
  };
}

export function useColorMode() {
  return {
    colorMode: document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light',
    setColorMode: (mode: 'light' | 'dark' | null) => {
      if (mode === null) window.localStorage.removeItem('theme');
      else window.localStorage.setItem('theme', mode);
      document.documentElement.setAttribute('data-theme', mode ?? 'light');
    },
  };
}
