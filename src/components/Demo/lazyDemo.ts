/**
 * A demo's component, loaded and hydrated only when its section asks for it.
 *
 * The demos plugin turns each `<Demo file>` into `lazyDemo(() => import('./X.tsx'))`,
 * so a demo's code (and the MUI X chunks it needs) is a chunk of its own. On the
 * server the gate is open: the demo renders into the page's HTML, with its size.
 * In the browser the gate opens when the section comes on screen or the
 * reader touches it (`open()`, called by the Demo component). Until then the
 * demo's Suspense boundary keeps the server HTML on screen without hydrating it
 * (React leaves a boundary whose content suspends dehydrated), so a page with
 * many demos hydrates them one at a time, in small tasks, as the reader gets to
 * them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DemoModule {
  default: ComponentType;
}

export interface LazyDemo {
  Component: LazyExoticComponent<ComponentType>;
  /** Lets the component load and hydrate; calling it again does nothing. */
  open: () => void;
}

const isServer = typeof window === 'undefined';

export function lazyDemo(load: () => Promise<DemoModule>): LazyDemo {
  let open: () => void = () => undefined;
  const gate = isServer
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        open = resolve;
      });
  return {
    Component: lazy(async () => {
      await gate;
      return load();
    }),
    open: () => open(),
  };
}

/** A component that is already loaded (tests, and callers that need no deferral). */
export function eagerDemo(component: ComponentType): LazyDemo {
  return {
    Component: lazy(async () => ({ default: component })),
    open: () => undefined,
  };
}
