/**
 * Translation coverage of one locale, from what the site defines (site.ts):
 * UI strings and labels translated / total per translation file, and pages
 * translated / total per version and product, with the missing and outdated
 * pages. Pure: `npm run translations` prints it, and `--check` fails when
 * a string or label is untranslated.
 *
 * A string counts as translated when the locale gives it a message other
 * than the English one. A message left identical to English counts only when
 * there is nothing to translate (`needsNoTranslation`):
 * - a product or brand name of the explicit list `KEPT_IN_ENGLISH`;
 * - a version label (`v7`, `8.0.0-alpha.1`);
 * - code names only (`AiAssistantPanelTrigger – GridFooter`, the API sidebar's ranges);
 * - placeholders and punctuation only (`{shown} / {total}`).
 * Anything else left in English is untranslated, including a key missing
 * from the file (the site then shows English), except for theme strings
 * that Docusaurus translates itself for the locale.
 */
import { PRODUCTS, type ProductId } from '../../src/data/products';
import type { TranslationState } from '../../src/content/translation';

const BRAND_NAMES = [
  'MUI X',
  ...PRODUCTS.map((product) => product.name),
  'Simple Tree View',
  'Rich Tree View',
] as const;

/** Product and brand names, alone or with a plan, which every language writes in English. */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([
  ...BRAND_NAMES,
  ...BRAND_NAMES.flatMap((name) => [`${name} Pro`, `${name} Premium`]),
]);

const VERSION_LABEL = /^v?\d+(\.[0-9A-Za-z-]+)*$/;
/** A component, hook or type name: an identifier with an inner capital or underscore. */
const CODE_NAME = /^[A-Za-z_$][\w$]*$/;
const CODE_NAME_SHAPE = /[a-z][A-Z]|_/;

/** Whether a message may stay identical to the English one (see the module comment). */
export function needsNoTranslation(english: string): boolean {
  const text = english.trim();
  if (KEPT_IN_ENGLISH.has(text) || VERSION_LABEL.test(text)) return true;
  if (!/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''))) return true;
  const words = text.split(/[\s,/–—-]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => CODE_NAME.test(word) && CODE_NAME_SHAPE.test(word));
}

export interface StringFileInput {
  file: string;
  english: Record<string, string>;
  translated: Record<string, string>;
  builtIn: Record<string, string>;
}

export interface Untranslated {
  file: string;
  key: string;
  english: string;
  /** `missing`: the file has no message for the key; `english`: its message is the English one. */
  reason: 'missing' | 'english';
}

export interface StringCoverage {
  file: string;
  total: number;
  translated: number;
  /** Translated by the theme's own messages for the locale (the file lacks the key). */
  builtIn: number;
  untranslated: Untranslated[];
  /** Keys of the file the site does not define: obsolete, or built with an id write-translations cannot extract. */
  unknown: string[];
}

export function stringCoverage({ file, english, translated, builtIn }: StringFileInput): StringCoverage {
  const untranslated: Untranslated[] = [];
  let fromTheme = 0;
  for (const [key, message] of Object.entries(english)) {
    const own = Object.hasOwn(translated, key) ? translated[key] : undefined;
    const theme = Object.hasOwn(builtIn, key) ? builtIn[key] : undefined;
    const shown = own ?? theme;
    if (shown === undefined) {
      untranslated.push({ file, key, english: message, reason: 'missing' });
    } else if (shown === message && !needsNoTranslation(message)) {
      untranslated.push({ file, key, english: message, reason: 'english' });
    } else if (own === undefined) {
      fromTheme += 1;
    }
  }
  const total = Object.keys(english).length;
  return {
    file,
    total,
    translated: total - untranslated.length,
    builtIn: fromTheme,
    untranslated,
    unknown: Object.keys(translated).filter((key) => !Object.hasOwn(english, key)),
  };
}

/** A doc of one version of the locale build. */
export interface PageInput {
  version: string;
  versionLabel: string;
  product: ProductId | null;
  /** A generated API reference page. */
  api: boolean;
  englishSource: string;
  /** The translated file and its state, or null when the locale shows the English page. */
  translation: { source: string; state: TranslationState } | null;
}

export interface PageRow {
  version: string;
  versionLabel: string;
  product: ProductId | null;
  total: number;
  translated: number;
  outdated: number;
}

export interface PageCoverage {
  rows: PageRow[];
  /** Generated API reference pages: not translated, not counted in the rows. */
  apiPages: number;
  missing: PageInput[];
  outdated: PageInput[];
}

const PRODUCT_ORDER: (ProductId | null)[] = [...PRODUCTS.map((product) => product.id), null];

/** Pages translated / total per version (in the order given) and product (site-wide pages last). */
export function pageCoverage(pages: readonly PageInput[]): PageCoverage {
  const guides = pages.filter((page) => !page.api);
  const versions = [...new Map(guides.map((page) => [page.version, page.versionLabel]))];
  const rows = versions.flatMap(([version, versionLabel]) =>
    PRODUCT_ORDER.flatMap((product) => {
      const group = guides.filter((page) => page.version === version && page.product === product);
      if (group.length === 0) return [];
      const translated = group.filter((page) => page.translation !== null);
      const outdated = translated.filter((page) => page.translation?.state !== 'up-to-date');
      return [
        {
          version,
          versionLabel,
          product,
          total: group.length,
          translated: translated.length,
          outdated: outdated.length,
        },
      ];
    }),
  );
  const versionOrder = versions.map(([version]) => version);
  const order = (page: PageInput) => [
    versionOrder.indexOf(page.version),
    PRODUCT_ORDER.indexOf(page.product),
  ];
  const byGroupThenSource = (a: PageInput, b: PageInput) => {
    const [versionA = 0, productA = 0] = order(a);
    const [versionB = 0, productB = 0] = order(b);
    if (versionA !== versionB) return versionA - versionB;
    if (productA !== productB) return productA - productB;
    return a.englishSource < b.englishSource ? -1 : a.englishSource > b.englishSource ? 1 : 0;
  };
  return {
    rows,
    apiPages: pages.length - guides.length,
    missing: guides.filter((page) => page.translation === null).sort(byGroupThenSource),
    outdated: guides
      .filter((page) => page.translation !== null && page.translation.state !== 'up-to-date')
      .sort(byGroupThenSource),
  };
}

export interface LocaleCoverage {
  locale: string;
  localeLabel: string;
  localizationDir: string;
  strings: StringCoverage[];
  pages: PageCoverage;
}

/** What `--check` fails on: every untranslated string and label. */
export function checkFailures(coverage: LocaleCoverage): Untranslated[] {
  return coverage.strings.flatMap((file) => file.untranslated);
}
