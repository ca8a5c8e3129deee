/**
 * The API-name check of the guides' prose: every inline code span and
 * code-like table cell of every guide page (all versions, both locales) is
 * either recognized as something other than an API name (a value, a file, a
 * command, CSS, keys, prose), or its names must exist in the API of the page's
 * product and version. Unknown names fail with file:line and the nearest known
 * names; the page's front matter may allow a name, with a reason
 * (`api_names_allow`), for at most 5 % of the spans checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { isProductId, productOfPath, type ProductId } from '../../src/data/products';
import {
  apiNamesAllowFromFrontMatter,
  apiNamesVersionsFromFrontMatter,
  type ApiNameAllowance,
} from '../../src/content/apiNamesAllow';
import { readFrontMatter } from '../../src/content/frontMatter';
import { classifySpan, KEYBOARD_KEYS, type NameRef, type NonApiRule } from './classify';
import { extractSpans } from './markdown';
import { CURRENT_VERSION, NameIndex, type ProductNames, type VersionNames } from './nameIndex';
import { pageCodeNames } from './pageCode';

/** Allow-listed spans may be at most this share of the spans checked. */
export const ALLOWED_SHARE = 0.05;

/** Props every React element accepts, and MUI's `sx`. */
const ELEMENT_PROPS = new Set([
  'key',
  'ref',
  'children',
  'className',
  'style',
  'sx',
  'id',
  'role',
  'tabIndex',
  'title',
]);
/** Argument names that read like API names, which must exist even where a placeholder would do. */
const API_LIKE = /^(grid|Grid|GRID_|use[A-Z])|Selector$/;
/** Global state classes of Material UI and MUI X (`Mui-selected`…). */
const STATE_CLASSES =
  /^Mui-(active|checked|completed|disabled|error|expanded|focused|focusVisible|readOnly|required|selected)$/;

export interface GuidePage {
  /** Path from the site root, with `/` separators. */
  file: string;
  /** `current`, `7.x`… */
  version: string;
  /** Path inside the version's docs folder (`react-data-grid/overview.mdx`). */
  docPath: string;
  /** The English source of a translated page, whose allow-list the translation shares. */
  englishFile: string | null;
}

export interface Problem {
  file: string;
  line: number;
  span: string;
  message: string;
}

export interface CheckResult {
  pages: number;
  spans: number;
  checked: number;
  /** Checked spans resolved (partly) against the page's own demos and code blocks. */
  pageCode: number;
  allowListed: number;
  recognized: Partial<Record<NonApiRule, number>>;
  problems: Problem[];
}

function walk(dir: string, skip: (path: string) => boolean = () => false): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) files.push(...walk(path, skip));
    else if (/\.mdx?$/.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/** Every guide page of every version and locale (the generated API pages left out). */
export function guidePages(siteDir: string): GuidePage[] {
  const rel = (path: string) => relative(siteDir, path).split(sep).join('/');
  const pages: GuidePage[] = [];
  for (const file of walk(join(siteDir, 'docs'), (path) => rel(path) === 'docs/api')) {
    const path = rel(file);
    pages.push({
      file: path,
      version: CURRENT_VERSION,
      docPath: path.slice('docs/'.length),
      englishFile: null,
    });
  }
  for (const dir of existsSync(join(siteDir, 'versioned_docs'))
    ? readdirSync(join(siteDir, 'versioned_docs'))
    : []) {
    const version = dir.replace(/^version-/, '');
    for (const file of walk(join(siteDir, 'versioned_docs', dir))) {
      const path = rel(file);
      pages.push({
        file: path,
        version,
        docPath: path.slice(`versioned_docs/${dir}/`.length),
        englishFile: null,
      });
    }
  }
  const i18n = join(siteDir, 'i18n');
  for (const locale of existsSync(i18n) ? readdirSync(i18n) : []) {
    const docsDir = join(i18n, locale, 'docusaurus-plugin-content-docs');
    for (const dir of existsSync(docsDir) ? readdirSync(docsDir, { withFileTypes: true }) : []) {
      if (!dir.isDirectory()) continue;
      const version = dir.name === 'current' ? CURRENT_VERSION : dir.name.replace(/^version-/, '');
      for (const file of walk(join(docsDir, dir.name))) {
        const path = rel(file);
        const docPath = path.slice(`i18n/${locale}/docusaurus-plugin-content-docs/${dir.name}/`.length);
        const english =
          version === CURRENT_VERSION ? `docs/${docPath}` : `versioned_docs/version-${version}/${docPath}`;
        pages.push({
          file: path,
          version,
          docPath,
          englishFile: existsSync(join(siteDir, english)) ? english : null,
        });
      }
    }
  }
  return pages;
}

/** Damerau–Levenshtein distance (optimal string alignment); a difference of case only counts 0.5. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (a.toLowerCase() === b.toLowerCase()) return 0.5;
  let older = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (older[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later row is at least the smallest value of this one.
    if (rowMin > limit) return rowMin;
    [older, previous, current] = [previous, current, older];
  }
  return previous[b.length] ?? 0;
}

/** Up to three known names nearest to an unknown one. */
export function nearestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  const maxDistance = Math.max(2, Math.floor(name.length / 3));
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - name.length) > maxDistance) continue;
    const distance = editDistance(name, candidate, maxDistance);
    if (distance <= maxDistance) scored.push({ candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate));
  return scored.slice(0, limit).map((entry) => entry.candidate);
}

function emptyProductNames(): ProductNames {
  return {
    product: 'data-grid',
    names: new Set(),
    props: new Map(),
    apiMethods: new Set(),
    slots: new Set(),
    cssClasses: new Set(),
  };
}

function unionProduct(version: VersionNames): ProductNames {
  const merged = emptyProductNames();
  for (const names of version.products.values()) {
    for (const name of names.names) merged.names.add(name);
    for (const name of names.apiMethods) merged.apiMethods.add(name);
    for (const name of names.slots) merged.slots.add(name);
    for (const name of names.cssClasses) merged.cssClasses.add(name);
    for (const [component, props] of names.props) {
      const set = merged.props.get(component) ?? new Set<string>();
      for (const prop of props) set.add(prop);
      merged.props.set(component, set);
    }
  }
  return merged;
}

export type Resolution = { ok: true; via: 'api' | 'page' } | { ok: false; message: string };

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language or locale code (`fa`, `ar-sa`, `de-AT`), as adapters and locale packs take them. */
export function isLocaleCode(name: string): boolean {
  if (!/^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(name)) return false;
  try {
    const language = name.split(/[-_]/)[0] ?? name;
    return LANGUAGE_NAMES.of(language) !== language;
  } catch {
    return false;
  }
}

/**
 * Resolves names for one product (or every product, for a site-wide page)
 * of one version, plus the versions a page declares it also names
 * (`api_names_versions`, for migration guides).
 */
export class Resolver {
  private readonly products: ProductNames[];
  private readonly exports: Set<string>[];
  private readonly packages: Map<string, Set<string> | null>[];

  constructor(
    versions: VersionNames[],
    productId: ProductId | null,
    private readonly others: Set<string>,
    /** Every MUI package name of every version. */
    private readonly packageNames: Set<string> = new Set(),
  ) {
    this.products = versions.map(
      (version) => (productId && version.products.get(productId)) || unionProduct(version),
    );
    this.exports = versions.map((version) => version.allExports);
    this.packages = versions.map((version) => version.packages);
  }

  private primary(): ProductNames {
    return this.products[0] ?? emptyProductNames();
  }

  private isKnown(name: string): boolean {
    return (
      this.products.some((product) => product.names.has(name)) ||
      this.exports.some((set) => set.has(name)) ||
      this.others.has(name) ||
      KEYBOARD_KEYS.has(name) ||
      isLocaleCode(name)
    );
  }

  private union(pick: (product: ProductNames) => Set<string>): Set<string> {
    const all = new Set<string>();
    for (const product of this.products) for (const name of pick(product)) all.add(name);
    return all;
  }

  private propsOf(component: string): Set<string> | null {
    let found: Set<string> | null = null;
    for (const product of this.products) {
      const props = product.props.get(component);
      if (props) found = new Set([...(found ?? []), ...props]);
    }
    return found;
  }

  /** Whether the name exists in its context; `local` holds the names of the page's own code. */
  resolve(ref: NameRef, local: Set<string> = new Set()): Resolution {
    const { name, context } = ref;
    const fail = (message: string, pool: Iterable<string>): Resolution => {
      if (local.has(name)) return { ok: true, via: 'page' };
      const near = nearestNames(name, pool);
      return { ok: false, message: near.length > 0 ? `${message} Nearest: ${near.join(', ')}.` : message };
    };
    const known: Resolution = { ok: true, via: 'api' };
    switch (context.kind) {
      case 'attribute': {
        const props = this.propsOf(context.component);
        if (!props) break;
        if (props.has(name) || ELEMENT_PROPS.has(name) || /^(aria|data)-/.test(name)) return known;
        // Props a component passes to its root element (event handlers and the like).
        if (this.others.has(name) && /^on[A-Z]/.test(name)) return known;
        return fail(`"${name}" is not a prop of ${context.component}.`, props);
      }
      case 'apiMethod': {
        if (this.products.some((product) => product.apiMethods.has(name))) return known;
        // A version without a list of API methods (an archived one) accepts any of its names.
        if (this.products.some((product) => product.apiMethods.size === 0 && product.names.has(name)))
          return known;
        const methods = this.union((product) => product.apiMethods);
        if (methods.size === 0) break;
        return fail(`"${name}" is not a method of the API object.`, methods);
      }
      case 'slot': {
        if (this.products.some((product) => product.slots.has(name))) return known;
        if (this.products.some((product) => product.slots.size === 0 && product.names.has(name)))
          return known;
        const slots = this.union((product) => product.slots);
        if (slots.size === 0) break;
        return fail(`"${name}" is not a slot.`, slots);
      }
      case 'cssClass': {
        if (STATE_CLASSES.test(name) || this.products.some((product) => product.cssClasses.has(name)))
          return known;
        // A version without a class list: the prefix must name one of its components.
        const component = /^Mui([A-Z]\w*)-/.exec(name)?.[1];
        if (
          component &&
          this.products.some((product) => product.cssClasses.size === 0 && product.names.has(component))
        ) {
          return known;
        }
        return fail(
          `unknown CSS class "${name}".`,
          this.union((product) => product.cssClasses),
        );
      }
      case 'package': {
        const match = /^(@[\w.-]+\/[\w.-]+?)(\*)?(?:\/(.*?))?\/?$/.exec(name);
        const pkg = match?.[1] ?? name;
        const subpath = match?.[3] ?? '';
        if (!this.packageNames.has(pkg) && !match?.[2])
          return fail(`unknown package "${pkg}".`, this.packageNames);
        const known = this.packages.filter((packages) => packages.get(pkg));
        if (known.length === 0) return { ok: true, via: 'api' };
        // A placeholder (`<AdapterName>`, `*`) or an entry point of the package in one of the page's versions.
        if (!subpath || /[<*]/.test(subpath) || match?.[2]) return { ok: true, via: 'api' };
        if (known.some((packages) => packages.get(pkg)?.has(subpath))) {
          return { ok: true, via: 'api' };
        }
        const entries = new Set(known.flatMap((packages) => [...(packages.get(pkg) ?? [])]));
        return fail(`${pkg} has no entry point "${subpath}".`, entries);
      }
      case 'argument':
        // A placeholder is fine unless it reads like an API name (a selector, a hook, a grid export).
        if (this.isKnown(name) || !API_LIKE.test(name)) return known;
        break;
      case 'name':
        break;
    }
    if (this.isKnown(name)) return known;
    return fail(`unknown name "${name}".`, this.primary().names);
  }
}

/** A page's product: front matter `product`, else the product folder it sits in; null for site-wide pages. */
export function pageProduct(frontMatter: Record<string, unknown>, docPath: string): ProductId | null {
  const declared = frontMatter.product;
  if (isProductId(declared)) return declared;
  return productOfPath(`/${docPath}`).product;
}

export interface PageInput {
  page: GuidePage;
  text: string;
  allow: ApiNameAllowance[];
  /** Names the page's own demos and code blocks define. */
  local: Set<string>;
}

/** Checks one page, adding to the totals and the problems of `result`. */
export function checkPage(input: PageInput, resolver: Resolver, result: CheckResult): void {
  const { page, text, allow, local } = input;
  const allowed = new Map(allow.map((entry) => [entry.name, false]));
  for (const span of extractSpans(text)) {
    result.spans += 1;
    const verdict = classifySpan(span.text);
    if (verdict.kind === 'non-api') {
      result.recognized[verdict.rule] = (result.recognized[verdict.rule] ?? 0) + 1;
      continue;
    }
    result.checked += 1;
    const resolutions = verdict.names.map((ref) => ({ ref, resolution: resolver.resolve(ref, local) }));
    const problems = resolutions.flatMap(({ ref, resolution }) =>
      resolution.ok ? [] : [{ ref, message: resolution.message }],
    );
    if (problems.length === 0) {
      if (resolutions.some(({ resolution }) => resolution.ok && resolution.via === 'page'))
        result.pageCode += 1;
      continue;
    }
    const unallowed = problems.filter(({ ref }) => {
      const key = allowed.has(ref.name) ? ref.name : allowed.has(span.text) ? span.text : null;
      if (key === null) return true;
      allowed.set(key, true);
      return false;
    });
    if (unallowed.length === 0) {
      result.allowListed += 1;
      continue;
    }
    for (const { message } of unallowed) {
      result.problems.push({ file: page.file, line: span.line, span: span.text, message });
    }
  }
  for (const [name, used] of allowed) {
    // A translation shares its English page's list; an entry only has to be used on the English page.
    if (!used && !page.englishFile) {
      result.problems.push({
        file: page.file,
        line: 1,
        span: name,
        message: `api_names_allow lists "${name}", which no span of the page needs: remove it.`,
      });
    }
  }
}

export interface CheckOptions {
  /** Check only these pages (paths from the site root); all guide pages by default. */
  files?: string[];
}

/** Runs the check over the guide pages of every version and locale. */
export async function checkGuides(siteDir: string, options: CheckOptions = {}): Promise<CheckResult> {
  const index = new NameIndex(siteDir);
  const result: CheckResult = {
    pages: 0,
    spans: 0,
    checked: 0,
    pageCode: 0,
    allowListed: 0,
    recognized: {},
    problems: [],
  };
  const pages = guidePages(siteDir).filter((page) => !options.files || options.files.includes(page.file));
  // A translation shares the allow-list and the versions of its English page.
  const englishFrontMatter = async (file: string | null) =>
    file ? (await readFrontMatter(readFileSync(join(siteDir, file), 'utf8'), file)).frontMatter : {};
  const resolvers = new Map<string, Resolver>();
  for (const page of pages) {
    const text = readFileSync(join(siteDir, page.file), 'utf8');
    const { frontMatter } = await readFrontMatter(text, page.file);
    const english = await englishFrontMatter(page.englishFile);
    const allow = [
      ...apiNamesAllowFromFrontMatter(frontMatter, page.file),
      ...apiNamesAllowFromFrontMatter(english, page.englishFile ?? page.file),
    ];
    const unique = [...new Map(allow.map((entry) => [entry.name, entry])).values()];
    const product = pageProduct(frontMatter, page.docPath);
    const versions = [
      ...new Set([
        page.version,
        ...apiNamesVersionsFromFrontMatter(frontMatter, page.file),
        ...apiNamesVersionsFromFrontMatter(english, page.englishFile ?? page.file),
      ]),
    ];
    const key = `${versions.join('+')}/${product ?? 'site'}`;
    let resolver = resolvers.get(key);
    if (!resolver) {
      resolver = new Resolver(
        versions.map((version) => index.version(version)),
        product,
        index.others(),
        index.packageNames(),
      );
      resolvers.set(key, resolver);
    }
    const demoDir = dirname(join(siteDir, page.englishFile ?? page.file));
    checkPage({ page, text, allow: unique, local: pageCodeNames(text, demoDir) }, resolver, result);
    result.pages += 1;
  }
  return result;
}

/** The report printed by `npm run api-names`. */
export function formatResult(result: CheckResult): { text: string; ok: boolean } {
  const lines: string[] = [];
  for (const problem of result.problems) {
    lines.push(`${problem.file}:${problem.line}: \`${problem.span}\`: ${problem.message}`);
  }
  const share = result.checked === 0 ? 0 : result.allowListed / result.checked;
  const recognized = Object.entries(result.recognized)
    .sort(([, a], [, b]) => b - a)
    .map(([rule, count]) => `${rule} ${count}`)
    .join(', ');
  const recognizedTotal = Object.values(result.recognized).reduce((sum, count) => sum + count, 0);
  lines.push(
    `API names in prose: ${result.pages} pages, ${result.spans} spans; ${result.checked} checked as API names ` +
      `(${result.pageCode} of them naming the page's own demo or code), ` +
      `${result.allowListed} of them allow-listed (${(share * 100).toFixed(1)} %, at most ${ALLOWED_SHARE * 100} %); ` +
      `${recognizedTotal} recognized as not API (${recognized}).`,
  );
  const tooMany = share > ALLOWED_SHARE;
  if (tooMany)
    lines.push(`Too many allow-listed spans: fix the names or the rules rather than allowing them.`);
  if (result.problems.length > 0) lines.push(`${result.problems.length} unknown API name(s).`);
  return { text: lines.join('\n'), ok: result.problems.length === 0 && !tooMany };
}
