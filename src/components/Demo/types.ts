import type { DemoLoader } from './live/loader';
import { FLAVOURS, type DemoSources, type Flavour, type FlavourSource } from '@site/src/plugins/demos/types';

export { FLAVOURS, type DemoSources, type Flavour, type FlavourSource };
export { FLAVOUR_OF_STYLING, STYLING_OF_FLAVOUR } from './model';

export interface DemoProps {
  /** Each styling flavour's component, loaded when the demo goes live (live/loader.ts). */
  components: Partial<Record<Flavour, DemoLoader>>;
  sources: DemoSources;
  /** Loads the modules the demo imports, for live editing. */
  loadScope: () => Promise<Record<string, unknown>>;
}
