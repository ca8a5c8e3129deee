/**
 * A demo's component, loaded once, when the demo goes live.
 *
 * The demos plugin turns each `<Demo file>` into `demoLoader(() => import(…))`
 * (src/plugins/demos/remarkDemo.ts), so a demo's code and the MUI X chunks it
 * needs load only when the reader gets to it. The server renders every demo
 * into the page's HTML, so there the loading starts at once.
 */
import type { ComponentType } from 'react';
import { isServer } from './environment';

export interface DemoModule {
  default: ComponentType;
}

export interface DemoLoader {
  /** Loads the component (once; later calls return the same promise). */
  load: () => Promise<ComponentType>;
  /** The component once loaded, else null. */
  loaded: () => ComponentType | null;
}

export function demoLoader(importModule: () => Promise<DemoModule>): DemoLoader {
  let component: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const load = () => {
    pending ??= importModule().then((module) => {
      component = module.default;
      return component;
    });
    return pending;
  };
  // The server's render waits for it (ServerSnapshot.tsx), and reports a failure itself.
  if (isServer()) load().catch(() => undefined);
  return { load, loaded: () => component };
}
