/** What the demos plugin produces for each demo, shared with the `<Demo>` component that shows it. */
import type { DemoModel } from '../../components/Demo/model';

/** Styling flavours of a demo, by file name: `X.tsx`, `X.tailwind.tsx`, `X.css.tsx`. */
export const FLAVOURS = ['system', 'tailwind', 'css'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** The sources of one styling flavour, as the toolbar shows and copies them. */
export interface FlavourSource {
  ts: string;
  js: string;
  preview: string | null;
  imports: string[];
  /**
   * Local files the source needs (modules, stylesheets), followed through their own
   * relative imports, per code variant, keyed by their path from the demo's folder:
   * `rows.ts`, `../shared-features/climate.ts` (src/plugins/demos/localModules.ts).
   */
  files: Record<'TS' | 'JS', Record<string, string>>;
}

export interface DemoSources {
  /** The demo's name: its file name without `.tsx`, unique on its page (`data-demo` in the HTML). */
  name: string;
  /** Path of the main file from the site root. */
  file: string;
  flavours: Partial<Record<Flavour, FlavourSource>>;
  /** What the demo's imports say about it (src/components/Demo/model.ts). */
  model: DemoModel;
  /**
   * Versions a sandbox of the demo pins over the site's own dependencies: the
   * packages of the demo's docs version when that is an archived version with
   * its own packages (`{ '@mui/x-data-grid': '7.29.13', … }`); absent otherwise.
   */
  versions?: Record<string, string>;
}
