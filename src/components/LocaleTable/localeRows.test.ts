import { completionPercent, toLocaleRows } from './localeRows';

const entry = (importName: string, translated: number) => ({
  importName,
  tag: `${importName.slice(0, 2)}-${importName.slice(2)}`,
  name: importName,
  translated,
  sameAsEnglish: 3,
  reference: false,
});

describe('completionPercent', () => {
  it('rounds down, so only a complete pack reaches 100 %', () => {
    expect(completionPercent(222, 223)).toBe(99);
    expect(completionPercent(223, 223)).toBe(100);
    expect(completionPercent(158, 223)).toBe(70);
  });

  it('never exceeds 100 % and treats an empty total as 0 %', () => {
    expect(completionPercent(300, 223)).toBe(100);
    expect(completionPercent(10, 0)).toBe(0);
  });
});

describe('toLocaleRows', () => {
  it('adds the percentage to every well-formed entry, keeping the order', () => {
    const rows = toLocaleRows({ totalKeys: 200, locales: [entry('frFR', 150), entry('deDE', 190)] });
    expect(rows?.map((row) => [row.importName, row.percent])).toEqual([
      ['frFR', 75],
      ['deDE', 95],
    ]);
  });

  it('skips malformed entries', () => {
    const rows = toLocaleRows({ totalKeys: 100, locales: [entry('itIT', 50), { importName: 'xx' }, null] });
    expect(rows).toHaveLength(1);
  });

  it('returns null for unusable data', () => {
    expect(toLocaleRows(null)).toBeNull();
    expect(toLocaleRows({ totalKeys: 0, locales: [entry('frFR', 1)] })).toBeNull();
    expect(toLocaleRows({ totalKeys: 10, locales: 'frFR' })).toBeNull();
    expect(toLocaleRows({ totalKeys: 10, locales: [] })).toBeNull();
  });
});
