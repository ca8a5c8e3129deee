/**
 * Service worker registration: only on the production
 * documentation host, with scope `/x/`. A worker left waiting is told to skip
 * waiting; once the new worker controls the page, the page reloads one time,
 * and only when it has focus (a reader typing in another tab is left alone).
 */

/** Message the plugin-pwa worker understands. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export interface RegistrationGuardInput {
  /** `window.location.hostname` of the page. */
  hostname: string;
  /** The site `url` from config (`DOCS_SITE_URL` or the production URL). */
  productionUrl: string;
  /** Whether the browser offers `navigator.serviceWorker`. */
  supported: boolean;
}

/** The host of the configured production URL, or null when it cannot be read. */
export function productionHost(productionUrl: string): string | null {
  try {
    return new URL(productionUrl).hostname || null;
  } catch {
    return null;
  }
}

export function shouldRegisterServiceWorker({
  hostname,
  productionUrl,
  supported,
}: RegistrationGuardInput): boolean {
  const host = productionHost(productionUrl);
  return supported && host !== null && hostname.toLowerCase() === host.toLowerCase();
}

/**
 * Worker script URL: the plugin-pwa worker reads its settings from the query
 * (`offlineMode` off: we cache the pages a reader visits instead of the whole site).
 */
export function serviceWorkerUrl(scope: string): string {
  const params = JSON.stringify({ offlineMode: false, debug: false });
  return `${scope}sw.js?params=${encodeURIComponent(params)}`;
}

/** The parts of the browser the update flow uses, so tests can pass fakes. */
export interface UpdateFlowEnvironment {
  container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;
  hasFocus: () => boolean;
  onFocusOnce: (listener: () => void) => void;
  reload: () => void;
}

/** Reloads once: now if the page has focus, else on its next focus. */
export function createReloader(env: Pick<UpdateFlowEnvironment, 'hasFocus' | 'onFocusOnce' | 'reload'>) {
  let scheduled = false;
  return () => {
    if (scheduled) {
      return;
    }
    scheduled = true;
    if (env.hasFocus()) {
      env.reload();
    } else {
      env.onFocusOnce(() => env.reload());
    }
  };
}

function skipWaiting(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage(SKIP_WAITING_MESSAGE);
}

/** Registers the worker and wires the skip-waiting and reload-on-focus steps. */
export async function registerServiceWorker(
  scriptUrl: string,
  scope: string,
  env: UpdateFlowEnvironment,
): Promise<ServiceWorkerRegistration> {
  // A first install has nothing stale to replace: only a page that already had
  // a worker reloads when another one takes over.
  const hadController = Boolean(env.container.controller);
  const reloadOnce = createReloader(env);
  env.container.addEventListener('controllerchange', () => {
    if (hadController) {
      reloadOnce();
    }
  });
  const registration = await env.container.register(scriptUrl, { scope });
  skipWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') {
        skipWaiting(registration.waiting ?? installing);
      }
    });
  });
  return registration;
}

/** The real browser environment. */
export function browserEnvironment(win: Window): UpdateFlowEnvironment {
  return {
    container: win.navigator.serviceWorker,
    hasFocus: () => win.document.hasFocus(),
    onFocusOnce: (listener) => win.addEventListener('focus', listener, { once: true }),
    reload: () => win.location.reload(),
  };
}
