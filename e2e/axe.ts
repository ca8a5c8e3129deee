/**
 * Accessibility audit with axe-core: the WCAG 2.1 A and AA rules on the page
 * as a reader has it (every live demo on it hydrated). A serious or critical
 * violation fails the test with one line per node: "rule — page — node".
 * Minor and moderate findings are not failures.
 *
 * EXCLUSIONS lists the few findings inside third-party components that the way
 * this site embeds them does not cause and no prop or slot can fix; each names
 * its rule, the selector of the nodes it covers and why.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, LIVE_STATE } from './fixtures';

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AxeExclusion {
  rule: string;
  /** Nodes matching this selector, or inside an element matching it. */
  selector: string;
  reason: string;
}

export const EXCLUSIONS: readonly AxeExclusion[] = [
  {
    rule: 'color-contrast',
    // The watermark's own inline style (@mui/x-license, Watermark.js): it has no class.
    selector: 'div[style*="z-index: 100000"][style*="letter-spacing: 5px"]',
    reason:
      'The "MUI X Missing license key" watermark that @mui/x-license draws in translucent grey over Pro ' +
      'and Premium components when the build has no MUI_X_LICENSE_KEY; no prop or slot styles it, and ' +
      'it is gone with a licence key.',
  },
  {
    rule: 'color-contrast',
    selector: '.MuiDigitalClock-item.Mui-disabled, .MuiMultiSectionDigitalClockSection-item.Mui-disabled',
    reason:
      'Disabled time options of the pickers: inactive controls are exempt from WCAG 1.4.3, but MUI X ' +
      'renders them without aria-disabled, so axe cannot tell.',
  },
  {
    rule: 'color-contrast',
    selector: '.MuiClockNumber-root:not(.Mui-selected)',
    reason:
      "The analog clock's hand is drawn across the numbers it passes (e.g. 13 on the way to 1): axe " +
      'takes the 2 px hand for the background of the whole number.',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiMultiSectionDigitalClockSection-item',
    reason:
      'MUI X names each digital clock option from parseInt of its text ("3 hours" for "03"): the name ' +
      'holds the number but not its leading zero; localeText only receives the unpadded number.',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiDataGrid-collapsibleTrigger',
    reason:
      'Section triggers of the Data Grid pivot panel are named "Rows"/"Columns"/"Values" while they ' +
      'also show the count of fields; internal markup with no prop or slot for the name.',
  },
  {
    rule: 'aria-valid-attr-value',
    selector: '.MuiClock-wrapper[role="listbox"]',
    reason:
      'The analog clock points aria-activedescendant at the id of a number that is not rendered in the ' +
      'current view (seconds, minutes); internal to MUI X TimeClock.',
  },
  {
    rule: 'aria-prohibited-attr',
    selector:
      '.MuiDataGrid-columnHeader[data-field="__detail_panel_toggle__"] div[role="presentation"][aria-label]',
    reason:
      "The master-detail toggle column's header is a div with role=presentation and an aria-label " +
      '(renderHeader of GRID_DETAIL_PANEL_TOGGLE_COL_DEF in @mui/x-data-grid-pro).',
  },
  {
    rule: 'aria-required-children',
    selector: '.MuiDataGrid-main[role="grid"]:has(.MuiDataGrid-overlayWrapper)',
    reason:
      'The Data Grid renders its overlays (loading bar, no rows, custom overlay slots) inside the ' +
      'element with role=grid, which may own only rows and row groups.',
  },
  {
    rule: 'aria-required-children',
    selector: '[role="tree"]:not(:has([role="treeitem"]))',
    reason: 'A Tree View keeps role=tree on its empty list while lazy-loaded root items load or fail.',
  },
  {
    rule: 'aria-required-attr',
    selector: '.MuiGauge-root[role="meter"]:not([aria-valuenow])',
    reason: 'A Gauge with no value (value={null}, "no reading") keeps role=meter without aria-valuenow.',
  },
  {
    rule: 'aria-conditional-attr',
    selector: '.MuiDataGrid-columnHeaderCheckbox input[type="checkbox"][aria-checked="mixed"]',
    reason:
      'The select-all checkbox of a partly selected Data Grid sets aria-checked="mixed" on a native ' +
      'checkbox whose indeterminate state axe does not read.',
  },
];

/** Marks, just before the audit, every node an exclusion covers (with the rules it is excluded from). */
const MARK = 'data-axe-excluded';

async function markExclusions(page: Page): Promise<void> {
  await page.evaluate(
    ({ exclusions, mark }) => {
      for (const { rule, selector } of exclusions) {
        document.querySelectorAll(`${selector}, :is(${selector}) *`).forEach((element) => {
          const rules = new Set((element.getAttribute(mark) ?? '').split(' ').filter(Boolean));
          element.setAttribute(mark, [...rules, rule].join(' '));
        });
      }
    },
    { exclusions: EXCLUSIONS.map(({ rule, selector }) => ({ rule, selector })), mark: MARK },
  );
}

/** A demo not live yet: the live state neither on its section nor on anything inside it. */
const NOT_LIVE = `section[data-demo]:not(${LIVE_STATE}):not(:has(${LIVE_STATE}))`;

/** Waits until every demo of the page (or of the part `scope` selects) has hydrated; they hydrate on screen. */
export async function waitForLiveDemos(page: Page, scope?: string): Promise<void> {
  // The scope may be a demo's own section, or hold demos.
  const demos = page.locator(scope ? `:is(${scope}) ${NOT_LIVE}, ${NOT_LIVE}:is(${scope})` : NOT_LIVE);
  await expect(demos, 'every demo audited is live before the audit').toHaveCount(0, { timeout: 20_000 });
}

/** Scrolls every live demo of the page into view, so that each hydrates. */
export async function revealDemos(page: Page): Promise<void> {
  for (const section of await page.locator('section[data-demo]').all()) {
    await section.scrollIntoViewIfNeeded();
  }
  await waitForLiveDemos(page);
}

/**
 * Whether an exclusion covers a node: marked before the audit (the node's HTML
 * as axe saw it carries the mark), or, for a node rendered during the audit,
 * matching now.
 */
async function isExcluded(page: Page, rule: string, node: Result['nodes'][number]): Promise<boolean> {
  const selectors = EXCLUSIONS.filter((exclusion) => exclusion.rule === rule).map((e) => e.selector);
  if (selectors.length === 0) return false;
  const marked = new RegExp(`^<[^>]*\\s${MARK}="[^"]*\\b${rule}\\b`).test(node.html);
  if (marked) return true;
  const [selector, ...inFrames] = node.target;
  if (typeof selector !== 'string' || inFrames.length > 0) return false;
  return page.evaluate(
    ({ target, candidates }) => {
      const element = document.querySelector(target);
      return element !== null && candidates.some((candidate) => element.closest(candidate) !== null);
    },
    { target: selector, candidates: selectors },
  );
}

function pagePath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Runs axe on the page (or on the part `include` selects) and returns the
 * serious and critical violations, one "rule — page — node: summary" line per
 * node, exclusions left out.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself, twice as fast as the frame-by-frame mode (which opens a
  // blank page per audit); the site has no cross-origin frames for that mode to reach.
  // Only violations are read: resultTypes spares axe collecting every passing node. `options()`
  // replaces the whole run configuration, so it comes before `withTags()`, which adds to it.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  await markExclusions(page);
  const { violations } = await builder.analyze();
  const lines: string[] = [];
  for (const violation of violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      if (await isExcluded(page, violation.id, node)) continue;
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      lines.push(`${violation.id} — ${pagePath(page)} — ${node.target.join(' ')}: ${summary}`);
    }
  }
  return lines;
}

/**
 * Fails the test on any serious or critical violation, listing them all. The
 * demos in the audited part must have been scrolled into view (`revealDemos`, or the pages
 * spec's demo check); the audit waits until they are live.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await waitForLiveDemos(page, include);
  const lines = await seriousViolations(page, include);
  expect(lines, `axe (WCAG 2.1 A/AA): serious or critical violations on ${pagePath(page)}`).toEqual([]);
}
