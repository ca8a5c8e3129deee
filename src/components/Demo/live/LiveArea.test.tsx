/**
 * LiveArea from the server's HTML to a live demo, in jsdom: the page hydrates
 * with the snapshot as it is (no demo code, no warning), the demo goes live when
 * seen, and input given to the snapshot is played on the live demo.
 */
import { useState, type ReactNode } from 'react';
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { setPageHydratedForTests } from '@site/src/hydration/serverPage';
import { isServer } from './environment';
import { demoLoader } from './loader';
import LiveArea from './LiveArea';
import type { DemoModel } from '../model';

jest.mock('./environment', () => ({ isServer: jest.fn(() => false) }));
// The site theme is MuiScope's business; here both scopes draw the same wrapper it draws.
jest.mock('./ServerSnapshot', () => ({
  __esModule: true,
  default: ({ loader }: { loader: { loaded: () => () => ReactNode } }) => {
    const Component = loader.loaded();
    return <div dir="ltr">{Component && <Component />}</div>;
  },
}));
jest.mock('./LiveScope', () => {
  const { default: DemoErrorBoundary } = jest.requireActual('../DemoErrorBoundary');
  return {
    __esModule: true,
    default: ({ name, children }: { name: string; children: ReactNode }) => (
      <DemoErrorBoundary name={name}>
        <div dir="ltr">{children}</div>
      </DemoErrorBoundary>
    ),
  };
});
// No queue: the page's queue has tests of its own (liveQueue.test.ts).
jest.mock('./liveQueue', () => ({ liveQueue: { enqueue: (start: () => Promise<unknown>) => void start() } }));

const serverMode = isServer as jest.MockedFunction<typeof isServer>;

function Counter(): ReactNode {
  const [presses, setPresses] = useState(0);
  const [keys, setKeys] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Pressed {presses}
      </button>
      <input aria-label="code" readOnly value={keys} onKeyDown={(event) => setKeys(keys + event.key)} />
    </div>
  );
}

let seen: (() => void) | null = null;
class Observer {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    seen = () => this.report([{ isIntersecting: true }]);
  }
  disconnect() {}
}

const model: DemoModel = { products: [], snapshot: 'render', dateLibrary: null };

async function serverPage(importModule: jest.Mock) {
  const loader = demoLoader(importModule);
  await loader.load();
  serverMode.mockReturnValue(true);
  const html = renderToString(
    <LiveArea name="Counter" flavour="system" loader={loader} edited={null} resetKey={0} model={model} />,
  );
  serverMode.mockReturnValue(false);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | null = null;
let errors: jest.SpyInstance;

beforeEach(() => {
  seen = null;
  Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true });
  errors = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setPageHydratedForTests(false);
  errors.mockRestore();
});

async function hydrate(container: HTMLElement, importModule: jest.Mock) {
  const loader = demoLoader(importModule);
  await act(async () => {
    root = hydrateRoot(
      container,
      <LiveArea name="Counter" flavour="system" loader={loader} edited={null} resetKey={0} model={model} />,
    );
  });
  setPageHydratedForTests(true);
}

const area = (container: HTMLElement) => container.querySelector('[data-flavour]') as HTMLElement;

test('the page hydrates with the server’s snapshot as it is, without loading the demo', async () => {
  const container = await serverPage(jest.fn(async () => ({ default: Counter })));
  const button = container.querySelector('button');
  expect(button).toHaveTextContent('Pressed 0');
  const browserImport = jest.fn(async () => ({ default: Counter }));
  await hydrate(container, browserImport);
  expect(container.querySelector('button')).toBe(button);
  expect(area(container)).toHaveAttribute('data-demo-state', 'waiting');
  expect(browserImport).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
});

test('seen, the demo loads and replaces its snapshot', async () => {
  const container = await serverPage(jest.fn(async () => ({ default: Counter })));
  const browserImport = jest.fn(async () => ({ default: Counter }));
  await hydrate(container, browserImport);
  await act(async () => seen?.());
  expect(browserImport).toHaveBeenCalledTimes(1);
  expect(area(container)).toHaveAttribute('data-demo-state', 'live');
  expect(container.querySelector('[data-demo-snapshot]')).toBeNull();
  expect(container.querySelector('[data-demo-live] button')).toHaveTextContent('Pressed 0');
});

test('a press and keys on the snapshot make the demo live and are played on it', async () => {
  const container = await serverPage(jest.fn(async () => ({ default: Counter })));
  await hydrate(
    container,
    jest.fn(async () => ({ default: Counter })),
  );
  const snapshotButton = container.querySelector('button') as HTMLButtonElement;
  const press = new MouseEvent('click', { bubbles: true, cancelable: true });
  const input = container.querySelector('input') as HTMLInputElement;
  act(() => {
    snapshotButton.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  });
  expect(area(container)).toHaveAttribute('data-demo-state', 'loading');
  // The snapshot the reader is pressing keeps its nodes while the demo loads.
  expect(container.querySelector('button')).toBe(snapshotButton);
  act(() => {
    snapshotButton.dispatchEvent(press);
    input.focus();
    for (const key of ['4', '2']) {
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  });
  expect(press.defaultPrevented).toBe(true);
  // The demo loads, renders, settles, then gets the held input back, a task between each.
  await waitFor(() => {
    expect(area(container)).toHaveAttribute('data-demo-state', 'live');
    expect(container.querySelector('[data-demo-live] button')).toHaveTextContent('Pressed 1');
    expect(container.querySelector('[data-demo-live] input')).toHaveValue('42');
  });
});

test('a demo whose code cannot load shows why, in its place', async () => {
  const container = await serverPage(jest.fn(async () => ({ default: Counter })));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  errors.mockImplementation(() => undefined);
  await hydrate(
    container,
    jest.fn(async () => {
      throw new Error('chunk offline');
    }),
  );
  await act(async () => seen?.());
  expect(container.querySelector('[data-demo-error="crashed"]')).toHaveTextContent('chunk offline');
  warn.mockRestore();
});

test('an edit made before the demo was seen makes it live, and Reset after a crashing edit brings back its own source', async () => {
  const container = await serverPage(jest.fn(async () => ({ default: Counter })));
  const loader = demoLoader(jest.fn(async () => ({ default: Counter })));
  const area = (props: { edited: (() => ReactNode) | null; resetKey: number }) => (
    <LiveArea name="Counter" flavour="system" loader={loader} model={model} {...props} />
  );
  await act(async () => {
    root = hydrateRoot(container, area({ edited: null, resetKey: 0 }));
  });
  setPageHydratedForTests(true);
  const Edited = () => <p>Edited by the reader</p>;
  await act(async () => root?.render(area({ edited: Edited, resetKey: 1 })));
  await waitFor(() =>
    expect(container.querySelector('[data-demo-live]')).toHaveTextContent('Edited by the reader'),
  );
  // The next edit crashes; the demo's box says so.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  errors.mockImplementation(() => undefined);
  const Crashing = (): ReactNode => {
    throw new Error('bookshop offline');
  };
  await act(async () => root?.render(area({ edited: Crashing, resetKey: 2 })));
  await waitFor(() =>
    expect(container.querySelector('[data-demo-error="crashed"]')).toHaveTextContent('bookshop offline'),
  );
  // Reset: no edit any more, and the demo was never scrolled into view.
  await act(async () => root?.render(area({ edited: null, resetKey: 3 })));
  await waitFor(() =>
    expect(container.querySelector('[data-demo-live] button')).toHaveTextContent('Pressed 0'),
  );
  expect(container.querySelector('[data-demo-error]')).toBeNull();
  warn.mockRestore();
});
