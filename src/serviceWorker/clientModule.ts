/**
 * Registers the service worker from the browser (config `clientModules`),
 * in production builds, and only on the configured production host.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { SITE } from '../data/site';
import {
  browserEnvironment,
  registerServiceWorker,
  serviceWorkerUrl,
  shouldRegisterServiceWorker,
} from './registration';

if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production') {
  const allowed = shouldRegisterServiceWorker({
    hostname: window.location.hostname,
    productionUrl: siteConfig.url,
    supported: 'serviceWorker' in navigator,
  });
  if (allowed) {
    // One worker for every locale: the scope is the site's base URL, not the locale's.
    registerServiceWorker(serviceWorkerUrl(SITE.baseUrl), SITE.baseUrl, browserEnvironment(window)).catch(
      (error: unknown) => console.warn('Service worker registration failed:', error),
    );
  }
}
