import type { ComponentType } from 'react';
import type { CodeStyling } from '@site/src/preferences/displayPreferences';

export const FLAVOURS = ['system', 'tailwind', 'css'] as const;
export type Flavour = (typeof FLAVOURS)[number];

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

/** What the remark plugin (src/plugins/demos) passes for each styling flavour. */
export interface FlavourSource {
  ts: string;
  js: string;
  preview: string | null;
  imports: string[];
  /** Files the source imports relatively (modules, stylesheets), by file name, per code variant. */
  files: Record<'TS' | 'JS', Record<string, string>>;
}

export interface DemoSources {
  name: string;
  file: string;
  flavours: Partial<Record<Flavour, FlavourSource>>;
}

export interface DemoProps {
  components: Partial<Record<Flavour, ComponentType>>;
  sources: DemoSources;
  /** Loads the modules the demo imports, for live editing. */
  loadScope: () => Promise<Record<string, unknown>>;
}
