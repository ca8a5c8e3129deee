/** What the demos plugin produces for each demo, shared with the `<Demo>` component that shows it. */

/** Styling flavours of a demo, by file name: `X.tsx`, `X.tailwind.tsx`, `X.css.tsx`. */
export const FLAVOURS = ['system', 'tailwind', 'css'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** The sources of one styling flavour, as the toolbar shows and copies them. */
export interface FlavourSource {
  ts: string;
  js: string;
  preview: string | null;
  imports: string[];
  /** Files the source imports relatively (modules, stylesheets), by file name, per code variant. */
  files: Record<'TS' | 'JS', Record<string, string>>;
}

export interface DemoSources {
  /** The demo's name: its file name without `.tsx`, unique on its page (`data-demo` in the HTML). */
  name: string;
  /** Path of the main file from the site root. */
  file: string;
  flavours: Partial<Record<Flavour, FlavourSource>>;
  /**
   * Versions a sandbox of the demo pins over the site's own dependencies: the
   * packages of the demo's docs version when that is an archived version with
   * its own packages (`{ '@mui/x-data-grid': '7.29.13', … }`); absent otherwise.
   */
  versions?: Record<string, string>;
}
