/**
 * Site prose styles stay out of demos. Infima and the site's global CSS style
 * bare elements for reading (a paragraph's bottom margin, list indents, table
 * stripes, link and code colours); inside a demo they would land on MUI's own
 * markup (the `<p>` labels of a grid's pagination, a tree's `<li>` items, a
 * chart legend's `<ul>`). This PostCSS step rewrites every global rule whose
 * subject is such an element so that it matches only outside demos, keeping
 * its specificity (`p` → `p:not(:where([data-demo-live] *, …))`).
 *
 * A demo is its live area (`[data-demo-live]`), its server snapshot
 * (`[data-demo-snapshot]`) and what its components open elsewhere in the page
 * (MUI's modals and poppers: menus, dialogs, the pickers' popups). CSS modules
 * (the site's own components) and a demo's own stylesheets are left as written.
 */

/** Where a demo's markup lives. */
export const DEMO_SCOPES = [
  '[data-demo-live]',
  '[data-demo-snapshot]',
  '.MuiModal-root',
  '.MuiPopper-root',
  '.MuiPopover-root',
] as const;

export const OUTSIDE_DEMOS = `:not(:where(${DEMO_SCOPES.map((scope) => `${scope} *`).join(', ')}))`;

/** Elements the site styles as prose. */
const PROSE_ELEMENTS = new Set([
  ...['p', 'a', 'blockquote', 'hr', 'img', 'figure', 'figcaption', 'details', 'summary'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['code', 'pre', 'kbd', 'samp'],
]);

/** Splits at each top-level occurrence of `separator` (not inside brackets, parentheses or strings). */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && isSeparator(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Index where the last compound selector of a complex selector starts. */
function subjectStart(selector: string): number {
  const parts = splitTopLevel(selector, (char) => /[\s>+~]/.test(char));
  return selector.length - (parts[parts.length - 1] ?? '').length;
}

const LEGACY_PSEUDO_ELEMENT = /^:(before|after|first-line|first-letter)\b/i;

/** Index of a top-level pseudo-element (`::before`, `:after`) in a compound selector, or its length. */
function pseudoElementStart(compound: string): number {
  let depth = 0;
  for (let index = 0; index < compound.length; index += 1) {
    const char = compound.charAt(index);
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === ':') {
      if (compound.charAt(index + 1) === ':' || LEGACY_PSEUDO_ELEMENT.test(compound.slice(index)))
        return index;
    }
  }
  return compound.length;
}

/** One complex selector, restricted to outside demos when its subject is a prose element. */
export function scopeComplexSelector(selector: string): string {
  const trimmed = selector.trim();
  if (trimmed.includes(OUTSIDE_DEMOS)) return selector;
  const start = subjectStart(trimmed);
  const compound = trimmed.slice(start);
  const element = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(compound)?.[0].toLowerCase();
  if (!element || !PROSE_ELEMENTS.has(element)) return selector;
  const at = start + pseudoElementStart(compound);
  return `${trimmed.slice(0, at)}${OUTSIDE_DEMOS}${trimmed.slice(at)}`;
}

/** A rule's selector list, each prose-element selector restricted to outside demos. */
export function scopeOutsideDemos(selectorList: string): string {
  return splitTopLevel(selectorList, (char) => char === ',')
    .map((selector) => scopeComplexSelector(selector).trim())
    .join(', ');
}

/** The parts of PostCSS's tree the step reads. */
interface CssRule {
  selector: string;
  parent?: { type: string; name?: string };
}
interface CssRoot {
  source?: { input?: { file?: string } };
  walkRules(callback: (rule: CssRule) => void): void;
}

/**
 * The PostCSS plugin. `appliesTo(file)` says which stylesheets hold site prose
 * styles (global CSS of the theme and the site, not CSS modules or demos).
 */
export function postcssIsolateDemos(appliesTo: (file: string) => boolean) {
  return {
    postcssPlugin: 'x-docs-isolate-demos',
    Once(root: CssRoot) {
      const file = root.source?.input?.file;
      if (!file || !appliesTo(file)) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name ?? '')) return;
        rule.selector = scopeOutsideDemos(rule.selector);
      });
    },
  };
}

/** Global stylesheets outside the demo folders: Infima, the theme's global CSS, src/css/custom.css. */
export function holdsProseStyles(file: string, siteDir: string): boolean {
  const path = file.split('\\').join('/');
  const site = siteDir.split('\\').join('/').replace(/\/$/, '');
  if (/\.module\.css$/.test(path)) return false;
  if (path.startsWith(`${site}/`)) {
    const local = path.slice(site.length + 1);
    return !/^(docs|versioned_docs|i18n)\//.test(local) && !local.startsWith('src/components/Demo/');
  }
  return true;
}
