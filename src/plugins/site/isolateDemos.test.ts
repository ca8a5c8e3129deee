/** @jest-environment node */
import {
  holdsProseStyles,
  OUTSIDE_DEMOS,
  postcssIsolateDemos,
  scopeComplexSelector,
  scopeOutsideDemos,
} from './isolateDemos';

describe('scopeOutsideDemos', () => {
  it('restricts rules whose subject is a prose element, keeping combinators and pseudo-classes', () => {
    expect(scopeOutsideDemos('p')).toBe(`p${OUTSIDE_DEMOS}`);
    expect(scopeOutsideDemos('ul,ol')).toBe(`ul${OUTSIDE_DEMOS}, ol${OUTSIDE_DEMOS}`);
    expect(scopeOutsideDemos('.markdown li+li')).toBe(`.markdown li+li${OUTSIDE_DEMOS}`);
    expect(scopeOutsideDemos('table tr:nth-child(2n)')).toBe(`table tr:nth-child(2n)${OUTSIDE_DEMOS}`);
    expect(scopeOutsideDemos('[dir=rtl] blockquote')).toBe(`[dir=rtl] blockquote${OUTSIDE_DEMOS}`);
    expect(scopeOutsideDemos(':where(p, li, td) a:is(:not([class]), [class=""]):hover')).toBe(
      `:where(p, li, td) a:is(:not([class]), [class=""]):hover${OUTSIDE_DEMOS}`,
    );
  });

  it('puts the restriction before a pseudo-element', () => {
    expect(scopeComplexSelector('.markdown li::marker')).toBe(`.markdown li${OUTSIDE_DEMOS}::marker`);
    expect(scopeComplexSelector('blockquote:before')).toBe(`blockquote${OUTSIDE_DEMOS}:before`);
  });

  it('leaves other rules as they are, and a rewritten rule unchanged on a second pass', () => {
    for (const selector of [
      '.alert',
      'body',
      'html[data-theme=dark]',
      '*',
      '.navbar__link',
      'p .badge',
      'a > svg',
      ':root',
      'button.clean-btn',
    ]) {
      expect(scopeOutsideDemos(selector)).toBe(selector);
    }
    expect(scopeOutsideDemos(scopeOutsideDemos('h2, .x code'))).toBe(scopeOutsideDemos('h2, .x code'));
  });

  it('gives the rewritten rule the specificity it had', () => {
    // :not(:where(…)) counts for nothing: a demo's own class rules keep winning, the site's rules keep their order.
    expect(OUTSIDE_DEMOS).toMatch(/^:not\(:where\(.*\)\)$/);
  });
});

describe('the PostCSS step', () => {
  const siteDir = '/site';
  /** The rules of a stylesheet as PostCSS walks them (`keyframe` marks a rule inside @keyframes). */
  function run(selectors: string[], file: string, keyframe = false): string[] {
    const rules = selectors.map((selector) => ({
      selector,
      parent: keyframe ? { type: 'atrule', name: 'keyframes' } : { type: 'root' },
    }));
    postcssIsolateDemos((path) => holdsProseStyles(path, siteDir)).Once({
      source: { input: { file } },
      walkRules: (callback) => rules.forEach(callback),
    });
    return rules.map((rule) => rule.selector);
  }

  it('rewrites the global stylesheets of the theme and the site, not CSS modules or demo stylesheets', () => {
    expect(run(['p', '.alert'], '/site/node_modules/infima/dist/css/default/default.css')).toEqual([
      `p${OUTSIDE_DEMOS}`,
      '.alert',
    ]);
    expect(run(['p'], '/site/src/css/custom.css')).toEqual([`p${OUTSIDE_DEMOS}`]);
    expect(run(['a'], '/site/node_modules/infima/x.css', true)).toEqual(['a']);
    for (const file of [
      '/site/src/components/ApiPage/styles.module.css',
      '/site/docs/react-data-grid/demos/StockLevelGrid.css',
      '/site/versioned_docs/version-7.x/demos/Grid.css',
      '/site/src/components/Demo/tailwind.css',
    ]) {
      expect(run(['p'], file)).toEqual(['p']);
    }
  });
});
