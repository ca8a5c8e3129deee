/**
 * The performance budgets (issue "Performance at scale"), checked by
 * `npm run bench` on its own figures and printed as pass/fail lines, so a
 * regression shows in the benchmark output. Pure: figures in, verdicts out.
 */

export interface LighthouseFigures {
  score: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  cls: number;
}

export interface BenchFigures {
  plainJsGzip: { ours: number; stock: number };
  lighthouse: {
    plain: { ours: LighthouseFigures; stock: LighthouseFigures };
    gridDemo: LighthouseFigures;
    api: LighthouseFigures;
    charts: LighthouseFigures;
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
  plainTbtRatio: 1.15,
  plainScore: 90,
  gridTbtMs: 600,
  apiTbtMs: 500,
  buildSeconds: 240,
} as const;

const ratio = (ours: number, stock: number) => (stock > 0 ? ours / stock : Number.POSITIVE_INFINITY);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function evaluateBudgets(figures: BenchFigures): Verdict[] {
  const { plain, gridDemo, api, charts } = figures.lighthouse;
  const jsRatio = ratio(figures.plainJsGzip.ours, figures.plainJsGzip.stock);
  const tbtRatio = ratio(plain.ours.tbt, Math.max(plain.stock.tbt, 1));
  const verdicts: Verdict[] = [
    {
      name: 'plain page JS (gzip) vs stock',
      measured: `${kb(figures.plainJsGzip.ours)} / ${kb(figures.plainJsGzip.stock)} = ${jsRatio.toFixed(2)}×`,
      limit: `≤ ${BUDGETS.plainJsRatio.toFixed(2)}×`,
      pass: jsRatio <= BUDGETS.plainJsRatio,
    },
    {
      name: 'plain page TBT vs stock',
      measured: `${Math.round(plain.ours.tbt)} ms / ${Math.round(plain.stock.tbt)} ms = ${tbtRatio.toFixed(2)}×`,
      limit: `≤ ${BUDGETS.plainTbtRatio.toFixed(2)}×`,
      pass: tbtRatio <= BUDGETS.plainTbtRatio,
    },
    {
      name: 'plain page Lighthouse performance',
      measured: String(plain.ours.score),
      limit: `≥ ${BUDGETS.plainScore}`,
      pass: plain.ours.score >= BUDGETS.plainScore,
    },
    {
      name: 'grid overview TBT',
      measured: `${Math.round(gridDemo.tbt)} ms`,
      limit: `≤ ${BUDGETS.gridTbtMs} ms`,
      pass: gridDemo.tbt <= BUDGETS.gridTbtMs,
    },
    {
      name: 'DataGrid API page TBT',
      measured: `${Math.round(api.tbt)} ms`,
      limit: `≤ ${BUDGETS.apiTbtMs} ms`,
      pass: api.tbt <= BUDGETS.apiTbtMs,
    },
  ];
  for (const [label, page] of [
    ['plain page', plain.ours],
    ['grid overview', gridDemo],
    ['DataGrid API page', api],
    ['charts page', charts],
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
