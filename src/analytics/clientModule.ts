/**
 * Wires analytics into the site (config `clientModules`): installs the
 * global function once per page load, adds the click listener, decides about
 * web vitals, and sends a page_view on every route change. User properties
 * come from the preferences (userProperties.ts, reported from Root).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import { SITE } from '../data/site';
import { siteSettingsOf } from '../data/siteSettings';
import { installClickTracking } from './clickTracking';
import { sendPageView } from './events';
import { gtagCall, installAnalytics } from './gtag';
import { reportWebVitals, shouldReportWebVitals } from './webVitals';

function start(win: Window): void {
  installAnalytics({ measurementId: siteSettingsOf(siteConfig).analyticsMeasurementId, win });
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
