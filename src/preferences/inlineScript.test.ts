/**
 * @jest-environment node
 */
import { getPreferencesInlineScript } from './inlineScript';

describe('the inlined pre-paint script', () => {
  const script = getPreferencesInlineScript();

  it('is one self-contained statement, with no module syntax left', () => {
    expect(script).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/);
    expect(() => new Function(script)).not.toThrow();
  });

  it('keeps only what runs before paint: no colour validation, no MUI code', () => {
    expect(script.length).toBeLessThan(2_500);
    expect(script).not.toMatch(/decomposeColor|MUI|colour library/);
  });

  it('uses the keys of the preference table', () => {
    for (const key of [
      'mui-mode',
      'mui-direction',
      'paletteColors',
      'mui-palette-css',
      'data-theme-choice',
    ]) {
      expect(script).toContain(key);
    }
  });
});
