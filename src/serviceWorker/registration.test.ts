import {
  createReloader,
  productionHost,
  registerServiceWorker,
  serviceWorkerUrl,
  shouldRegisterServiceWorker,
  SKIP_WAITING_MESSAGE,
  type UpdateFlowEnvironment,
} from './registration';

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['mui.com', 'https://mui.com', true],
    ['MUI.com', 'https://mui.com', true],
    ['127.0.0.1', 'http://127.0.0.1', true],
    ['127.0.0.1', 'http://127.0.0.1:4173', true],
    ['127.0.0.1', 'https://mui.com', false],
    ['localhost', 'https://mui.com', false],
    ['docs.mui.com', 'https://mui.com', false],
    ['mui.com.evil.test', 'https://mui.com', false],
    ['mui.com', 'not a url', false],
    ['', '', false],
  ])('page on %j, production %j → %j', (hostname, productionUrl, expected) => {
    expect(shouldRegisterServiceWorker({ hostname, productionUrl, supported: true })).toBe(expected);
  });

  it('never registers where the browser has no service workers', () => {
    expect(
      shouldRegisterServiceWorker({
        hostname: 'mui.com',
        productionUrl: 'https://mui.com',
        supported: false,
      }),
    ).toBe(false);
  });
});

describe('productionHost', () => {
  it('reads the host of the configured URL', () => {
    expect(productionHost('https://mui.com')).toBe('mui.com');
    expect(productionHost('http://127.0.0.1:8080/')).toBe('127.0.0.1');
    expect(productionHost('')).toBeNull();
  });
});

describe('serviceWorkerUrl', () => {
  it('points at sw.js under the scope with the worker settings', () => {
    const url = new URL(serviceWorkerUrl('/x/'), 'https://mui.com');
    expect(url.pathname).toBe('/x/sw.js');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ offlineMode: false, debug: false });
  });
});

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = jest.fn();
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

function fakeEnvironment({ controller = true, focused = true } = {}) {
  const registration = new FakeRegistration();
  const container = new EventTarget() as EventTarget & UpdateFlowEnvironment['container'];
  Object.assign(container, {
    controller: controller ? ({} as ServiceWorker) : null,
    register: jest.fn(async () => registration as unknown as ServiceWorkerRegistration),
  });
  const focusListeners: (() => void)[] = [];
  const env = {
    container,
    hasFocus: jest.fn(() => focused),
    onFocusOnce: jest.fn((listener: () => void) => {
      focusListeners.push(listener);
    }),
    reload: jest.fn(),
  };
  const focus = () => focusListeners.splice(0).forEach((listener) => listener());
  return { env, registration, container, focus };
}

describe('registerServiceWorker', () => {
  it('registers the script with the given scope', async () => {
    const { env, container } = fakeEnvironment();
    await registerServiceWorker('/x/sw.js', '/x/', env);
    expect(container.register).toHaveBeenCalledWith('/x/sw.js', { scope: '/x/' });
  });

  it('tells a worker that is already waiting to skip waiting', async () => {
    const { env, registration } = fakeEnvironment();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    await registerServiceWorker('/x/sw.js', '/x/', env);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('tells a newly installed worker to skip waiting', async () => {
    const { env, registration } = fakeEnvironment();
    await registerServiceWorker('/x/sw.js', '/x/', env);
    const next = new FakeWorker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.becomes('installing');
    expect(next.postMessage).not.toHaveBeenCalled();
    registration.waiting = next;
    next.becomes('installed');
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('reloads once when the new worker takes control of a focused page', async () => {
    const { env, container } = fakeEnvironment({ focused: true });
    await registerServiceWorker('/x/sw.js', '/x/', env);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('waits for focus before reloading a page in the background', async () => {
    const { env, container, focus } = fakeEnvironment({ focused: false });
    await registerServiceWorker('/x/sw.js', '/x/', env);
    container.dispatchEvent(new Event('controllerchange'));
    expect(env.reload).not.toHaveBeenCalled();
    focus();
    expect(env.reload).toHaveBeenCalledTimes(1);
    focus();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the very first install (no worker controlled the page)', async () => {
    const { env, container } = fakeEnvironment({ controller: false });
    await registerServiceWorker('/x/sw.js', '/x/', env);
    container.dispatchEvent(new Event('controllerchange'));
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('createReloader', () => {
  it('schedules at most one reload', () => {
    const env = { hasFocus: () => false, onFocusOnce: jest.fn(), reload: jest.fn() };
    const reload = createReloader(env);
    reload();
    reload();
    expect(env.onFocusOnce).toHaveBeenCalledTimes(1);
  });
});
