import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider } from '@mui/material/styles';
import { LicenseInfo } from '@mui/x-license';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createSiteTheme } from '@site/src/siteTheme/createSiteTheme';
import { useDirection } from '@site/src/preferences/direction';
import { usePreferences } from '@site/src/preferences/PreferencesProvider';
import { useColorScheme } from '@site/src/preferences/useColorScheme';

// Created once per page load, before hydration, so emotion can adopt the
// styles rendered on the server.
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

let appliedLicenseKey = '';
/** Sets the MUI X licence key from the build environment once, before any commercial component renders. */
function applyLicenseKey(key: unknown): void {
  if (typeof key === 'string' && key.length > 0 && key !== appliedLicenseKey) {
    LicenseInfo.setLicenseKey(key);
    appliedLicenseKey = key;
  }
}

/**
 * Renders MUI (and MUI X) components in the site theme: the same palette as
 * the page, following its colour scheme through CSS variables keyed on
 * `data-theme`, and mirrored when the page is right-to-left. Only pages that
 * show MUI components import it, so plain pages load no MUI code.
 */
export default function MuiScope({ children }: { children: ReactNode }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  applyLicenseKey(siteConfig.customFields?.muiXLicenseKey);
  const direction = useDirection();
  const { spacing, dense, paletteColors } = usePreferences();
  const colorScheme = useColorScheme();
  const denseScheme = dense ? colorScheme : undefined;
  // Dense component defaults need the standard theme mode (SPEC §5), which
  // renders one scheme: it then follows the page's scheme through React.
  const theme = useMemo(
    () =>
      createSiteTheme({
        direction,
        spacing,
        dense,
        paletteColors,
        cssVariables: !dense,
        colorScheme: denseScheme,
      }),
    [direction, spacing, dense, paletteColors, denseScheme],
  );
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      {/* The page owns the colour scheme: MUI must neither store it nor set it on <html>. */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} noSsr={false}>
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </CacheProvider>
  );
}
