/**
 * Wires analytics into the site (config `clientModules`): installs the
 * global function once per page load, sets the user properties, adds the
 * click listener, decides about web vitals, and sends a page_view on every
 * route change.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import type { ClientModule } from '@docusaurus/types';
import { SITE } from '../data/site';
import { installClickTracking } from './clickTracking';
import { sendPageView } from './events';
import { gtagCall, installAnalytics } from './gtag';
import {
  initialUserProperties,
  readStoredMode,
  setInitialUserProperties,
  updateUserProperties,
} from './userProperties';
import { reportWebVitals, shouldReportWebVitals } from './webVitals';
import { parseModeChoice } from '../preferences/colorMode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function watchColorSchemes(win: Window): void {
  const query = win.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', (event) => {
    updateUserProperties({ osColorScheme: event.matches ? 'dark' : 'light' });
  });
  // Docusaurus mirrors the reader's choice in `data-theme-choice`.
  const root = win.document.documentElement;
  new MutationObserver(() => {
    updateUserProperties({ colorScheme: parseModeChoice(root.getAttribute('data-theme-choice')) });
  }).observe(root, { attributes: true, attributeFilter: ['data-theme-choice'] });
  win.addEventListener('storage', () => {
    updateUserProperties({ colorScheme: parseModeChoice(readStoredMode(() => win.localStorage)) });
  });
}

function start(win: Window): void {
  const measurementId = String(siteConfig.customFields?.analyticsMeasurementId ?? '');
  installAnalytics({ measurementId, win });
  setInitialUserProperties(
    initialUserProperties({
      cookies: win.document.cookie,
      storedMode: readStoredMode(() => win.localStorage),
      language: i18n.currentLocale,
      devicePixelRatio: win.devicePixelRatio,
      prefersDark: win.matchMedia?.(DARK_QUERY).matches ?? false,
    }),
  );
  watchColorSchemes(win);
  installClickTracking(win.document, gtagCall);
  // Decided once per page load: client-side navigation does not ask again.
  if (shouldReportWebVitals()) {
    reportWebVitals(gtagCall).catch(() => {
      // The metrics library failed to load (offline): nothing to report.
    });
  }
}

if (ExecutionEnvironment.canUseDOM) {
  start(window);
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({ location, previousLocation }) => {
  if (!ExecutionEnvironment.canUseDOM || previousLocation?.pathname === location.pathname) {
    return;
  }
  // The new page's <title> is written after this hook; send once it is there.
  window.requestAnimationFrame(() =>
    window.setTimeout(() =>
      sendPageView(gtagCall, {
        title: document.title,
        origin: window.location.origin,
        pathname: location.pathname,
        baseUrl: SITE.baseUrl,
      }),
    ),
  );
};
