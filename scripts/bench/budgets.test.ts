import { evaluateBudgets, formatVerdicts, type BenchFigures } from './budgets';

const page = (score: number, tbt: number, cls = 0) => ({ score, tbt, lcp: 2000, cls });

function figures(overrides: Partial<BenchFigures> = {}): BenchFigures {
  return {
    plainJsGzip: { ours: 200_000, stock: 190_000 },
    lighthouse: {
      stockPlain: page(90, 400),
      plain: page(94, 380),
      demoPages: [
        { label: 'grid overview', path: '/x/react-data-grid/', figures: page(80, 480) },
        { label: 'charts axis', path: '/x/react-charts/axis/', figures: page(82, 500) },
      ],
      api: page(85, 450),
    },
    buildSeconds: 200,
    ...overrides,
  };
}

describe('evaluateBudgets', () => {
  it('passes figures within every budget', () => {
    const verdicts = evaluateBudgets(figures());
    expect(verdicts.filter((verdict) => !verdict.pass)).toEqual([]);
    expect(verdicts.map((verdict) => verdict.name)).toContain('full build (every version, en + zh)');
  });

  it('fails the plain page JS above 1.10× stock, printing the ratio', () => {
    const verdict = evaluateBudgets(figures({ plainJsGzip: { ours: 230_000, stock: 200_000 } })).find(
      (candidate) => candidate.name.startsWith('plain page JS'),
    );
    expect(verdict?.pass).toBe(false);
    expect(verdict?.measured).toContain('1.15×');
  });

  it('compares each page’s TBT with the stock plain page of the same run', () => {
    const slow = figures();
    slow.lighthouse.plain = page(90, 404);
    slow.lighthouse.demoPages = [
      { label: 'charts axis', path: '/x/react-charts/axis/', figures: page(70, 520) },
    ];
    const failed = evaluateBudgets(slow).filter((verdict) => !verdict.pass);
    expect(failed.map((verdict) => [verdict.name, verdict.measured])).toEqual([
      ['plain page TBT', '404 ms / 400 ms = 1.01×'],
      ['charts axis TBT', '520 ms / 400 ms = 1.30×'],
    ]);
  });

  it('fails any page with a layout shift that prints above 0.000', () => {
    const shifted = figures();
    shifted.lighthouse.demoPages = [
      { label: 'charts axis', path: '/x/react-charts/axis/', figures: page(82, 500, 0.0012) },
    ];
    const verdict = evaluateBudgets(shifted).find((candidate) => candidate.name === 'charts axis CLS');
    expect(verdict).toMatchObject({ pass: false, measured: '0.001' });
  });

  it('fails a full build over 6 minutes', () => {
    const failed = evaluateBudgets(figures({ buildSeconds: 361 })).filter((verdict) => !verdict.pass);
    expect(failed.map((verdict) => verdict.name)).toEqual(['full build (every version, en + zh)']);
  });
});

describe('formatVerdicts', () => {
  it('prints one PASS or FAIL line per budget', () => {
    const text = formatVerdicts(evaluateBudgets(figures()));
    expect(text.split('\n').every((line) => line.startsWith('PASS  '))).toBe(true);
  });
});
