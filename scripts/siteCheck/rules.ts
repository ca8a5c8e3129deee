/**
 * The rules of the site check, over the facts of every built page
 * (page.ts) and what the build and the sources say should be there (the
 * content manifest of each locale, the translation stamps). Each rule returns
 * one line per problem, naming what is wrong; no line means the page passes.
 */
import type { ContentPage } from '../../src/content/page';
import type { PageFacts } from './page';

export interface LocaleSpec {
  locale: string;
  /** URL path prefix of the locale's pages: `/x/`, `/x/zh/`. */
  prefix: string;
  /** `lang` of its pages and `hreflang` of the links to them. */
  htmlLang: string;
}

export interface Site {
  baseUrl: string;
  /** Origin of the site's absolute URLs (canonical, alternates, sitemap): `http://127.0.0.1`. */
  origin: string;
  /**
   * The host that serves this site to readers (`https://mui.com`, src/data/site.ts). A link to it
   * under the base URL (the packages' JSDoc links to `https://mui.com/x/react-charts/lines/#…`) leads
   * into this site there, so it is checked like an internal link in every build.
   */
  productionOrigin: string;
  /** Most specific prefix first is not needed: `localeOf` picks the longest match. */
  locales: readonly LocaleSpec[];
  /** Every built HTML page by URL path (`/x/react-data-grid/`, `/x/404.html`). */
  pages: ReadonlyMap<string, PageFacts>;
  /** URL paths of every other file of the build (scripts, styles, images, JSON). */
  files: ReadonlySet<string>;
  /** The content manifests of every locale, by permalink. */
  manifest: ReadonlyMap<string, ContentPage>;
  /** Translated pages that must show the outdated-translation notice: permalink → English page. */
  outdated: ReadonlyMap<string, string>;
  /** Absolute URLs of the locales' sitemaps. */
  sitemap: readonly string[];
}

export interface Problem {
  rule: RuleName;
  message: string;
}

export const RULES = {
  lang: 'the page declares its language',
  title: 'the page has a title',
  description: 'the page has a description',
  h1: 'the page has exactly one h1',
  headingOrder: 'heading levels go down one at a time',
  uniqueIds: 'ids are unique',
  alt: 'images have alt text',
  links: 'internal links and #anchors resolve',
  canonical: 'the canonical URL is the page itself',
  alternates: 'alternate-language links are present and resolve',
  ads: 'an ad slot exactly where the ad rule allows one',
  demos: 'every demo of the manifest is there, named, with its server HTML',
  translationNotice: 'the outdated-translation notice exactly where the stamps say',
  untranslatedNotice:
    'the untranslated-page notice exactly on the guides a translated build shows in English',
  manifest: 'every page of the content manifest was built',
  sitemap: 'every sitemap URL is a built page',
} as const;

export type RuleName = keyof typeof RULES;

const PLANS_WITHOUT_ADS: ReadonlySet<string> = new Set(['pro', 'premium']);

export function localeOf(path: string, site: Pick<Site, 'locales'>): LocaleSpec | undefined {
  return site.locales
    .filter((locale) => path.startsWith(locale.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** The 404 page: Docusaurus's `404.html` of each locale, served for unknown addresses. */
export function isNotFoundPage(path: string): boolean {
  return path.endsWith('/404.html');
}

/** The route of a locale's 404 page as the language links of that page name it: `/x/zh/404/`. */
function isNotFoundRoute(path: string, site: Pick<Site, 'locales'>): boolean {
  return site.locales.some((locale) => path === `${locale.prefix}404/`);
}

export type Resolution =
  | { kind: 'external' }
  | { kind: 'page'; page: PageFacts; fragment: string }
  | { kind: 'file' }
  | { kind: 'missing'; path: string }
  | { kind: 'no-anchor'; path: string; fragment: string };

/** Where `href`, written on the page at `from`, leads in the built site. */
export function resolve(href: string, from: string, site: Site): Resolution {
  let url: URL;
  try {
    url = new URL(href, `${site.origin}${from}`);
  } catch {
    return { kind: 'missing', path: href };
  }
  const own = url.origin === site.origin || url.origin === site.productionOrigin;
  if (!own || !url.pathname.startsWith(site.baseUrl)) return { kind: 'external' };
  let path: string;
  try {
    path = decodeURI(url.pathname);
  } catch {
    path = url.pathname;
  }
  // A page address without its trailing slash: the host redirects it to the page.
  const page = site.pages.get(path) ?? (path.endsWith('/') ? undefined : site.pages.get(`${path}/`));
  if (!page) return site.files.has(path) ? { kind: 'file' } : { kind: 'missing', path };
  let fragment = url.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // kept as written
  }
  if (fragment !== '' && page.redirectTo === null && !page.ids.includes(fragment)) {
    return { kind: 'no-anchor', path: page.path, fragment };
  }
  return { kind: 'page', page, fragment };
}

type Rule = (page: PageFacts, site: Site) => string[];

const lang: Rule = (page, site) => {
  const locale = localeOf(page.path, site);
  if (!page.lang) return ['<html> has no lang'];
  if (locale && page.lang !== locale.htmlLang) return [`lang="${page.lang}", expected "${locale.htmlLang}"`];
  return [];
};

const title: Rule = (page) => (page.title === '' ? ['no <title>, or an empty one'] : []);

const description: Rule = (page) =>
  isNotFoundPage(page.path) || (page.description ?? '').trim() !== ''
    ? []
    : ['no <meta name="description">, or an empty one'];

const h1: Rule = (page) => (page.h1 === 1 ? [] : [`${page.h1} h1 elements`]);

/**
 * The page's own outline: its headings outside live demos. A demo's headings
 * are the demo's content (a card title, a picker's toolbar, which MUI X
 * renders as an h4), shown inside a section of its own.
 */
const headingOrder: Rule = (page) => {
  const problems: string[] = [];
  let previous = 0;
  for (const heading of page.headings.filter((candidate) => !candidate.inDemo)) {
    if (previous === 0 && heading.level !== 1) {
      problems.push(`the first heading is h${heading.level} ("${heading.text}"), not h1`);
    } else if (heading.level > previous + 1 && previous !== 0) {
      problems.push(`h${heading.level} "${heading.text}" follows h${previous}`);
    }
    previous = heading.level;
  }
  return problems;
};

export interface IdExclusion {
  /** Ids of this form, inside a live demo's server HTML. */
  pattern: RegExp;
  reason: string;
}

/**
 * Repeated ids that MUI X components write into a demo's server HTML and that
 * no demo can avoid without working around the component; each names the code
 * that makes them.
 */
export const ID_EXCLUSIONS: readonly IdExclusion[] = [
  {
    pattern: /^undefined-(start|end)(-label)?$/,
    reason:
      'The multi-input range fields of @mui/x-date-pickers-pro, used on their own, name their two inputs ' +
      '`${labelId}-start` and `${labelId}-end` from the picker context, which a field outside a picker ' +
      'does not have (useTextFieldProps.mjs; PickerProvider.mjs: labelId undefined).',
  },
  {
    pattern: /^-[^-]/,
    reason:
      'Tree View items are named `${treeId}-${itemId}`, and the tree gets its generated id only once ' +
      'its store updates in the browser (idSelectors.treeItemIdAttribute, MinimalTreeViewStore.mjs): ' +
      'in server HTML every tree shares the empty prefix.',
  },
];

const uniqueIds: Rule = (page) => {
  const counts = new Map<string, number>();
  for (const id of page.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const inDemos = new Set(page.idsInDemos);
  return [...counts]
    .filter(([, count]) => count > 1)
    .filter(([id]) => !(inDemos.has(id) && ID_EXCLUSIONS.some((exclusion) => exclusion.pattern.test(id))))
    .map(([id, count]) => `id "${id}" is used ${count} times`);
};

const alt: Rule = (page) => page.imagesWithoutAlt.map((src) => `<img src="${src}"> has no alt attribute`);

const SKIPPED_SCHEMES = /^(mailto|tel|data|blob):/i;

const links: Rule = (page, site) => {
  const problems = new Set<string>();
  for (const { href, from } of page.links) {
    if (href === '' || SKIPPED_SCHEMES.test(href)) continue;
    if (/^javascript:/i.test(href)) {
      problems.add(`${from} "${href}" is a script, not a link`);
      continue;
    }
    const target = resolve(href, page.path, site);
    // The 404 page's language links name the address asked for, which the server HTML cannot know:
    // its own route stands in for it, and the browser puts the real address in on load.
    if (target.kind === 'missing' && isNotFoundPage(page.path) && isNotFoundRoute(target.path, site))
      continue;
    if (target.kind === 'missing') problems.add(`${from} "${href}": no page or file at ${target.path}`);
    if (target.kind === 'no-anchor') {
      problems.add(`${from} "${href}": ${target.path} has no element with id "${target.fragment}"`);
    }
  }
  if (page.redirectTo !== null) {
    const target = resolve(page.redirectTo, page.path, site);
    if (target.kind !== 'page' || target.page.redirectTo !== null) {
      problems.add(`redirects to "${page.redirectTo}", which is not a built page`);
    }
  }
  return [...problems];
};

const canonical: Rule = (page, site) => {
  if (isNotFoundPage(page.path)) return [];
  const expected = `${site.origin}${page.path}`;
  return page.canonical === expected
    ? []
    : [`canonical "${page.canonical ?? '(none)'}", expected "${expected}"`];
};

const alternates: Rule = (page, site) => {
  if (isNotFoundPage(page.path)) return [];
  const own = localeOf(page.path, site);
  if (!own) return [];
  const rest = page.path.slice(own.prefix.length);
  const problems: string[] = [];
  const wanted = [
    ...site.locales.map((locale) => ({ hreflang: locale.htmlLang, path: `${locale.prefix}${rest}` })),
    { hreflang: 'x-default', path: `${site.locales[0]?.prefix ?? site.baseUrl}${rest}` },
  ];
  for (const { hreflang, path } of wanted) {
    const links = page.alternates.filter((alternate) => alternate.hreflang === hreflang);
    if (links.length !== 1) {
      problems.push(`${links.length} alternate links for hreflang="${hreflang}"`);
      continue;
    }
    const href = links[0]?.href ?? '';
    const target = resolve(href, page.path, site);
    if (target.kind !== 'page' || target.page.redirectTo !== null) {
      problems.push(`alternate hreflang="${hreflang}" "${href}" is not a built page`);
    } else if (target.page.path !== path) {
      problems.push(`alternate hreflang="${hreflang}" leads to ${target.page.path}, expected ${path}`);
    }
  }
  return problems;
};

const ads: Rule = (page, site) => {
  const entry = site.manifest.get(page.path);
  const planned = entry?.plan && PLANS_WITHOUT_ADS.has(entry.plan);
  const expected = entry?.ads && !planned ? 1 : 0;
  if (page.adSlots === expected) return [];
  const why = !entry
    ? 'a page outside the content manifest'
    : planned
      ? `a ${entry.plan} page`
      : entry.ads
        ? 'a page that allows ads'
        : 'a page with ads: false';
  return [`${page.adSlots} ad slots on ${why}, expected ${expected}`];
};

const demos: Rule = (page, site) => {
  const entry = site.manifest.get(page.path);
  const listed = entry?.demos.map((demo) => demo.name) ?? [];
  const problems: string[] = [];
  for (const name of listed) {
    const sections = page.demos.filter((demo) => demo.name === name);
    if (sections.length !== 1) {
      problems.push(`demo ${name}: ${sections.length} section[data-demo="${name}"], expected 1`);
      continue;
    }
    const [section] = sections;
    if (!section?.hasContainer) problems.push(`demo ${name}: no live container`);
    else if (section.serverElements === 0)
      problems.push(`demo ${name}: its live container has no server HTML`);
    for (const error of section?.errors ?? [])
      problems.push(`demo ${name}: the server rendered an error: ${error}`);
  }
  for (const demo of page.demos) {
    if (demo.name === '') problems.push('a demo section without a name (data-demo="")');
    else if (!listed.includes(demo.name)) problems.push(`demo ${demo.name} is not in the content manifest`);
  }
  return problems;
};

const translationNotice: Rule = (page, site) => {
  const english = site.outdated.get(page.path);
  if (english === undefined) {
    return page.notices.length === 0
      ? []
      : [`${page.notices.length} outdated-translation notices, expected none`];
  }
  if (page.notices.length !== 1) {
    return [`${page.notices.length} outdated-translation notices, expected 1 (the translation is outdated)`];
  }
  const [notice] = page.notices;
  const problems: string[] = [];
  if (notice?.href !== english) problems.push(`the notice links to "${notice?.href}", expected "${english}"`);
  if (notice?.hreflang !== 'en')
    problems.push(`the notice's link has hreflang="${notice?.hreflang}", expected "en"`);
  if (!notice?.first) problems.push('the notice is not the first element of the content');
  return problems;
};

/** A guide of a translated build whose source is the English file (not `i18n/<locale>/…`). */
function shownInEnglish(page: PageFacts, site: Site): boolean {
  const locale = localeOf(page.path, site);
  if (!locale || locale.prefix === site.baseUrl) return false;
  const entry = site.manifest.get(page.path);
  return entry !== undefined && !entry.api && !entry.source.startsWith('i18n/');
}

const untranslatedNotice: Rule = (page, site) => {
  const notices = page.untranslatedNotices;
  if (!shownInEnglish(page, site)) {
    return notices.length === 0 ? [] : [`${notices.length} untranslated-page notices, expected none`];
  }
  if (notices.length !== 1) {
    return [`${notices.length} untranslated-page notices, expected 1 (the page has no translation)`];
  }
  const [notice] = notices;
  const problems: string[] = [];
  if (!notice?.href) problems.push('the untranslated-page notice has no link to the translators’ guide');
  if (!notice?.first) problems.push('the untranslated-page notice is not the first element of the content');
  return problems;
};

const PAGE_RULES: Partial<Record<RuleName, Rule>> = {
  lang,
  title,
  description,
  h1,
  headingOrder,
  uniqueIds,
  alt,
  links,
  canonical,
  alternates,
  ads,
  demos,
  translationNotice,
  untranslatedNotice,
};

/** Rules that judge a redirect page (a meta refresh with no content of its own). */
const REDIRECT_RULES: readonly RuleName[] = ['links'];

/** Every problem of one built page. */
export function checkPage(page: PageFacts, site: Site): Problem[] {
  const names = page.redirectTo === null ? (Object.keys(PAGE_RULES) as RuleName[]) : REDIRECT_RULES;
  return names.flatMap((name) =>
    (PAGE_RULES[name]?.(page, site) ?? []).map((message) => ({ rule: name, message })),
  );
}

/** Problems of the site as a whole: manifest pages and sitemap URLs that are not built pages. */
export function checkSite(site: Site): Problem[] {
  const problems: Problem[] = [];
  for (const permalink of site.manifest.keys()) {
    const page = site.pages.get(permalink);
    if (!page || page.redirectTo !== null) {
      problems.push({
        rule: 'manifest',
        message: `${permalink} is in the content manifest but was not built`,
      });
    }
  }
  for (const url of site.sitemap) {
    const target = resolve(url, site.baseUrl, site);
    if (target.kind !== 'page' || target.page.redirectTo !== null) {
      problems.push({ rule: 'sitemap', message: `${url} is in the sitemap but is not a built page` });
    }
  }
  const listed = new Set(site.sitemap.map((url) => url.replace(site.origin, '')));
  for (const permalink of site.manifest.keys()) {
    if (!listed.has(permalink)) {
      problems.push({
        rule: 'sitemap',
        message: `${permalink} (content manifest) is missing from the sitemap`,
      });
    }
  }
  return problems;
}
