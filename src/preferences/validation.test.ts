import { DenseModeError, PaletteColorsError, assertDenseAllowed, validatePaletteColors } from './validation';

describe('validatePaletteColors', () => {
  it('accepts colours in the formats the colour library knows', () => {
    expect(
      validatePaletteColors({ primary: { main: '#ff5722' }, secondary: { main: 'rgb(0, 137, 123)' } }),
    ).toEqual({
      primary: { main: '#ff5722' },
      secondary: { main: 'rgb(0, 137, 123)' },
    });
  });

  it('drops unknown keys', () => {
    expect(validatePaletteColors({ primary: { main: '#123' }, tertiary: { main: '#456' } })).toEqual({
      primary: { main: '#123' },
    });
  });

  it('requires a main value for each colour', () => {
    expect(() => validatePaletteColors({ primary: { light: '#fff' } })).toThrow(
      new PaletteColorsError('The "primary" colour needs a "main" value.'),
    );
    expect(() => validatePaletteColors({ secondary: '#fff' })).toThrow(
      'The "secondary" colour needs a "main" value.',
    );
  });

  it('requires main to be a string', () => {
    expect(() => validatePaletteColors({ primary: { main: 42 } })).toThrow(
      'The "primary" colour\'s "main" value must be a string.',
    );
  });

  it('passes on the colour library error for an unrecognised format', () => {
    expect(() => validatePaletteColors({ primary: { main: 'banana' } })).toThrow(
      'MUI: Unsupported `banana` color.',
    );
  });

  it.each([null, 'red', 42, ['#fff']])('rejects %p as a whole', (input) => {
    expect(() => validatePaletteColors(input)).toThrow(PaletteColorsError);
  });
});

describe('assertDenseAllowed', () => {
  it('refuses dense in the CSS-variables theme mode', () => {
    expect(() => assertDenseAllowed(true, true)).toThrow(DenseModeError);
    expect(() => assertDenseAllowed(true, true)).toThrow(
      /Dense mode is not allowed in the CSS-variables theme mode/,
    );
  });

  it('allows dense in the standard mode and anything when not dense', () => {
    expect(() => assertDenseAllowed(true, false)).not.toThrow();
    expect(() => assertDenseAllowed(false, true)).not.toThrow();
  });
});
