import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, useColorScheme as useMuiColorScheme } from '@mui/material/styles';
import { LicenseInfo } from '@mui/x-license';
import { translate } from '@docusaurus/Translate';
import { useSiteSettings } from '@site/src/data/siteSettings';
import { createSiteTheme } from '@site/src/siteTheme/createSiteTheme';
import { useDirection } from '@site/src/preferences/direction';
import { usePreferences } from '@site/src/preferences/PreferencesProvider';
import { useColorScheme } from '@site/src/preferences/useColorScheme';
import { SPACING_PX } from '@site/src/siteTheme/tokens';
import { DEFAULT_LOCALE_PACK, type LocalePack } from './locales';
import { usePageStyleCaches } from './pageStyles';

const createLtrCache = () => createCache({ key: 'mui' });
const createRtlCache = () => createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

const isServer = typeof document === 'undefined';
// In the browser: created once per page load, before hydration, so emotion
// adopts the styles rendered on the server.
const browserCaches = isServer ? null : { ltr: createLtrCache(), rtl: createRtlCache() };

/**
 * The emotion cache for the direction. On the server the scopes of a page
 * share one per page (pageStyles.tsx), so a style is written into the page
 * once; one shared by the whole build would emit a style only on the first
 * page that uses it, and every later page would be served without it.
 */
function useEmotionCache(direction: 'ltr' | 'rtl') {
  const pageCaches = usePageStyleCaches();
  return useMemo(() => {
    if (browserCaches) {
      return browserCaches[direction];
    }
    const create = direction === 'rtl' ? createRtlCache : createLtrCache;
    if (!pageCaches) return create();
    const cache = (pageCaches.get(direction) as ReturnType<typeof create> | undefined) ?? create();
    pageCaches.set(direction, cache);
    return cache;
  }, [direction, pageCaches]);
}

type SiteThemeOptions = Parameters<typeof createSiteTheme>[0];
const themes = new Map<string, ReturnType<typeof createSiteTheme>>();

/**
 * One theme per set of options, shared by every MuiScope of the page: a page
 * of demos builds it once, not once per demo as each hydrates. Themes are
 * never mutated after creation.
 */
function sharedSiteTheme(options: SiteThemeOptions, locale: LocalePack): ReturnType<typeof createSiteTheme> {
  const key = `${JSON.stringify(options)}${locale.key}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createSiteTheme(options, ...locale.themeArgs);
    themes.set(key, theme);
  }
  return theme;
}

let appliedLicenseKey = '';
/** Sets the MUI X licence key from the build environment once, before any commercial component renders. */
function applyLicenseKey(key: string): void {
  if (key.length > 0 && key !== appliedLicenseKey) {
    LicenseInfo.setLicenseKey(key);
    appliedLicenseKey = key;
  }
}

/**
 * MUI keeps its own idea of the mode (it would follow the operating system,
 * since it does not store one here); components that pick colours in
 * JavaScript from `theme.palette.mode`, such as the charts' palettes, must
 * see the page's scheme instead.
 */
function FollowPageScheme({ scheme }: { scheme: 'light' | 'dark' }): null {
  const { setMode } = useMuiColorScheme();
  useEffect(() => {
    setMode(scheme);
  }, [scheme, setMode]);
  return null;
}

interface MuiScopeProps {
  children: ReactNode;
  /**
   * A demo's server snapshot (src/components/Demo/live/ServerSnapshot.tsx):
   * components that measure their container in the browser get a size the
   * server can draw at (`createSiteTheme`'s `serverSnapshot`).
   */
  snapshot?: boolean;
  /** Labels in the page's language for the components inside (locales/index.ts); English by default. */
  locale?: LocalePack;
}

/**
 * Renders MUI (and MUI X) components in the site theme: the same palette as
 * the page, following its colour scheme through CSS variables keyed on
 * `data-theme`, and mirrored when the page is right-to-left. Only pages that
 * show MUI components import it, so plain pages load no MUI code.
 *
 * MUI's CSS variables are in every page's head already (the site plugin),
 * with the reader's custom colours after them (preferences/paletteStyle.ts):
 * a scope writes its own only for a custom spacing, which only it knows.
 */
export default function MuiScope({
  children,
  snapshot = false,
  locale = DEFAULT_LOCALE_PACK,
}: MuiScopeProps): ReactNode {
  applyLicenseKey(useSiteSettings().muiXLicenseKey);
  const direction = useDirection();
  const cache = useEmotionCache(direction);
  const { spacing, dense, paletteColors } = usePreferences();
  const colorScheme = useColorScheme();
  const denseScheme = dense ? colorScheme : undefined;
  // Dense component defaults need the standard theme mode, which
  // renders one scheme: it then follows the page's scheme through React.
  // Names for spinners and progress bars that come without one (Data Grid loading rows, demos).
  const loading = translate({ id: 'muiScope.loading', message: 'Loading' });
  const progress = translate({ id: 'muiScope.progress', message: 'Progress' });
  const theme = useMemo(
    () =>
      sharedSiteTheme(
        {
          direction,
          spacing,
          dense,
          paletteColors,
          cssVariables: !dense,
          colorScheme: denseScheme,
          labels: { loading, progress },
          serverSnapshot: snapshot,
        },
        locale,
      ),
    [direction, spacing, dense, paletteColors, denseScheme, loading, progress, snapshot, locale],
  );
  const ownVariables = spacing !== SPACING_PX;
  return (
    <CacheProvider value={cache}>
      {/* The page owns the colour scheme: MUI must neither store it nor set it on <html>. */}
      <ThemeProvider
        theme={theme}
        storageManager={null}
        colorSchemeNode={null}
        noSsr={false}
        disableStyleSheetGeneration={!ownVariables}
      >
        {dense ? null : <FollowPageScheme scheme={colorScheme} />}
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </CacheProvider>
  );
}
