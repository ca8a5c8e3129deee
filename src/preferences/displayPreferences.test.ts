import {
  DEFAULT_PREFERENCES,
  MAX_SPACING,
  MIN_SPACING,
  UnknownThemeActionError,
  themeReducer,
  type ThemeAction,
} from './displayPreferences';

const initial = DEFAULT_PREFERENCES;

describe('themeReducer', () => {
  it('starts from the defaults', () => {
    expect(initial).toEqual({
      mode: 'system',
      direction: 'ltr',
      spacing: 8,
      dense: false,
      paletteColors: null,
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
  });

  it('SET merges the given fields', () => {
    const next = themeReducer(initial, {
      type: 'SET',
      payload: { codeVariant: 'JS', codeStyling: 'Tailwind' },
    });
    expect(next).toMatchObject({ codeVariant: 'JS', codeStyling: 'Tailwind', spacing: 8 });
  });

  it('increases and decreases spacing within bounds', () => {
    expect(themeReducer(initial, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(initial, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
    const atMax = { ...initial, spacing: MAX_SPACING };
    expect(themeReducer(atMax, { type: 'INCREASE_SPACING' })).toBe(atMax);
    const atMin = { ...initial, spacing: MIN_SPACING };
    expect(themeReducer(atMin, { type: 'DECREASE_SPACING' })).toBe(atMin);
  });

  it('sets dense and resets density to the defaults', () => {
    const dense = themeReducer({ ...initial, spacing: 11 }, { type: 'SET_DENSE', payload: true });
    expect(dense).toMatchObject({ dense: true, spacing: 11 });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
  });

  it('resets colours', () => {
    const colored = { ...initial, paletteColors: { primary: { main: '#ff5722' } } };
    expect(themeReducer(colored, { type: 'RESET_COLORS' }).paletteColors).toBeNull();
  });

  it('changes mode, direction or palette colours', () => {
    const next = themeReducer(initial, {
      type: 'CHANGE',
      payload: { mode: 'dark', direction: 'rtl', paletteColors: { secondary: { main: '#00897b' } } },
    });
    expect(next).toMatchObject({
      mode: 'dark',
      direction: 'rtl',
      paletteColors: { secondary: { main: '#00897b' } },
    });
  });

  it.each<ThemeAction>([
    { type: 'SET', payload: { codeVariant: 'TS' } },
    { type: 'SET_DENSE', payload: false },
    { type: 'RESET_DENSITY' },
    { type: 'RESET_COLORS' },
    { type: 'CHANGE', payload: { mode: 'system', direction: 'ltr' } },
    { type: 'CHANGE', payload: {} },
  ])('returns the same state when %p changes nothing', (action) => {
    expect(themeReducer(initial, action)).toBe(initial);
  });

  it('returns the same state for equal palette colours given as a new object', () => {
    const colored = { ...initial, paletteColors: { primary: { main: '#ff5722' } } };
    expect(
      themeReducer(colored, { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ff5722' } } } }),
    ).toBe(colored);
  });

  it('throws a developer error naming an unknown action type', () => {
    expect(() => themeReducer(initial, { type: 'TOGGLE_SPARKLES' } as unknown as ThemeAction)).toThrow(
      new UnknownThemeActionError('TOGGLE_SPARKLES'),
    );
    expect(() => themeReducer(initial, { type: 'TOGGLE_SPARKLES' } as unknown as ThemeAction)).toThrow(
      'Unknown theme action type "TOGGLE_SPARKLES"',
    );
  });
});
