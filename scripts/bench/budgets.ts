/**
 * The performance budgets, checked by `npm run bench` on its own figures and
 * printed as pass/fail lines, so a regression shows in the benchmark output.
 * Pure: figures in, verdicts out.
 *
 * Blocking time on this shared 2-core machine moves between runs by more than
 * any budget's margin, so the page budgets are ratios to the stock Docusaurus
 * site's plain page measured in the same run, round by round (bench/index.ts).
 */

export interface LighthouseFigures {
  score: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  cls: number;
}

/** A page of this site measured by the bench, with its label. */
export interface MeasuredPage {
  label: string;
  path: string;
  figures: LighthouseFigures;
}

export interface BenchFigures {
  plainJsGzip: { ours: number; stock: number };
  lighthouse: {
    /** The stock site's plain page: what every TBT ratio divides by. */
    stockPlain: LighthouseFigures;
    plain: LighthouseFigures;
    /** Guide pages with live demos. */
    demoPages: readonly MeasuredPage[];
    api: LighthouseFigures;
  };
  /** Full build (every version, both locales), seconds. */
  buildSeconds: number;
}

export interface Verdict {
  name: string;
  /** The measured value as printed, with its ratio to stock where the budget is one. */
  measured: string;
  limit: string;
  pass: boolean;
}

export const BUDGETS = {
  plainJsRatio: 1.1,
  plainTbtRatio: 1.0,
  demoTbtRatio: 1.25,
  plainScore: 90,
  apiTbtMs: 500,
  buildSeconds: 360,
} as const;

const ratio = (ours: number, stock: number) => ours / Math.max(stock, 1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function tbtVerdict(name: string, ours: number, stock: number, limit: number): Verdict {
  const value = ratio(ours, stock);
  return {
    name,
    measured: `${Math.round(ours)} ms / ${Math.round(stock)} ms = ${value.toFixed(2)}×`,
    limit: `≤ ${limit.toFixed(2)}× stock plain`,
    pass: value <= limit,
  };
}

export function evaluateBudgets(figures: BenchFigures): Verdict[] {
  const { stockPlain, plain, demoPages, api } = figures.lighthouse;
  const jsRatio = ratio(figures.plainJsGzip.ours, figures.plainJsGzip.stock);
  const verdicts: Verdict[] = [
    {
      name: 'plain page JS (gzip) vs stock',
      measured: `${kb(figures.plainJsGzip.ours)} / ${kb(figures.plainJsGzip.stock)} = ${jsRatio.toFixed(2)}×`,
      limit: `≤ ${BUDGETS.plainJsRatio.toFixed(2)}×`,
      pass: jsRatio <= BUDGETS.plainJsRatio,
    },
    tbtVerdict('plain page TBT', plain.tbt, stockPlain.tbt, BUDGETS.plainTbtRatio),
    ...demoPages.map((page) =>
      tbtVerdict(`${page.label} TBT`, page.figures.tbt, stockPlain.tbt, BUDGETS.demoTbtRatio),
    ),
    {
      name: 'plain page Lighthouse performance',
      measured: String(plain.score),
      limit: `≥ ${BUDGETS.plainScore}`,
      pass: plain.score >= BUDGETS.plainScore,
    },
    {
      name: 'DataGrid API page TBT',
      measured: `${Math.round(api.tbt)} ms`,
      limit: `≤ ${BUDGETS.apiTbtMs} ms`,
      pass: api.tbt <= BUDGETS.apiTbtMs,
    },
  ];
  for (const [label, page] of [
    ['plain page', plain],
    ...demoPages.map((demoPage) => [demoPage.label, demoPage.figures] as const),
    ['DataGrid API page', api],
  ] as const) {
    verdicts.push({
      name: `${label} CLS`,
      measured: page.cls.toFixed(3),
      limit: '0.000',
      // Lighthouse reports CLS to many decimals; 0.000 as printed is the budget.
      pass: page.cls < 0.0005,
    });
  }
  verdicts.push({
    name: 'full build (every version, en + zh)',
    measured: `${figures.buildSeconds.toFixed(0)} s`,
    limit: `≤ ${BUDGETS.buildSeconds} s`,
    pass: figures.buildSeconds <= BUDGETS.buildSeconds,
  });
  return verdicts;
}

export function formatVerdicts(verdicts: readonly Verdict[]): string {
  const width = Math.max(...verdicts.map((verdict) => verdict.name.length));
  return verdicts
    .map(
      (verdict) =>
        `${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.name.padEnd(width)}  ${verdict.measured}  (budget ${verdict.limit})`,
    )
    .join('\n');
}
