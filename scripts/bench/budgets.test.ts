import { evaluateBudgets, formatVerdicts, type BenchFigures } from './budgets';

const page = (score: number, tbt: number, cls = 0) => ({ score, tbt, lcp: 2000, cls });

function figures(overrides: Partial<BenchFigures> = {}): BenchFigures {
  return {
    plainJsGzip: { ours: 200_000, stock: 190_000 },
    lighthouse: {
      plain: { ours: page(94, 300), stock: page(95, 290) },
      gridDemo: page(80, 550),
      api: page(85, 450),
      charts: page(82, 500),
    },
    buildSeconds: 200,
    ...overrides,
  };
}

describe('evaluateBudgets', () => {
  it('passes figures within every budget', () => {
    const verdicts = evaluateBudgets(figures());
    expect(verdicts.every((verdict) => verdict.pass)).toBe(true);
    expect(verdicts.map((verdict) => verdict.name)).toContain('full build (every version, en + zh)');
  });

  it('fails the plain page JS above 1.10× stock, printing the ratio', () => {
    const verdict = evaluateBudgets(figures({ plainJsGzip: { ours: 230_000, stock: 200_000 } })).find(
      (candidate) => candidate.name.startsWith('plain page JS'),
    );
    expect(verdict?.pass).toBe(false);
    expect(verdict?.measured).toContain('1.15×');
  });

  it('fails any page with a layout shift that prints above 0.000', () => {
    const shifted = figures();
    shifted.lighthouse.charts = page(82, 500, 0.0012);
    const verdict = evaluateBudgets(shifted).find((candidate) => candidate.name === 'charts page CLS');
    expect(verdict).toMatchObject({ pass: false, measured: '0.001' });
  });

  it('fails a slow full build and a blocking grid page', () => {
    const slow = figures({ buildSeconds: 260 });
    slow.lighthouse.gridDemo = page(70, 900);
    const failed = evaluateBudgets(slow).filter((verdict) => !verdict.pass);
    expect(failed.map((verdict) => verdict.name)).toEqual([
      'grid overview TBT',
      'full build (every version, en + zh)',
    ]);
  });
});

describe('formatVerdicts', () => {
  it('prints one PASS or FAIL line per budget', () => {
    const text = formatVerdicts(evaluateBudgets(figures()));
    expect(text.split('\n').every((line) => line.startsWith('PASS  '))).toBe(true);
  });
});
