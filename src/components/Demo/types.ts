import type { LazyDemo } from './lazyDemo';
import type { CodeStyling } from '@site/src/preferences/displayPreferences';
import { FLAVOURS, type DemoSources, type Flavour, type FlavourSource } from '@site/src/plugins/demos/types';

export { FLAVOURS, type DemoSources, type Flavour, type FlavourSource };

export const FLAVOUR_OF_STYLING: Record<CodeStyling, Flavour> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

export const STYLING_OF_FLAVOUR: Record<Flavour, CodeStyling> = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
};

export interface DemoProps {
  /** Each styling flavour's component, loaded when the demo is revealed (lazyDemo.ts). */
  components: Partial<Record<Flavour, LazyDemo>>;
  sources: DemoSources;
  /** Loads the modules the demo imports, for live editing. */
  loadScope: () => Promise<Record<string, unknown>>;
}
