import {
  extraFontStylesheets,
  extraFontsFor,
  fontStylesheetUrl,
  ONEPIRATE_FONTS,
  usesOnepirateDemo,
} from './pageFonts';

const HOST = 'https://fonts.example.test/css2';

describe('usesOnepirateDemo', () => {
  it.each([
    ['/premium-themes/onepirate/', '/'],
    ['/zh/premium-themes/onepirate/sign-in/', '/'],
    ['/x/onepirate/', '/x/'],
    ['/x/zh/v7/templates/onepirate/#top', '/x/'],
  ])('%j uses it', (path, base) => {
    expect(usesOnepirateDemo(path, base)).toBe(true);
  });

  it.each([
    ['/', '/'],
    ['/premium-themes/onepirates/', '/'],
    ['/x/react-data-grid/', '/x/'],
    ['/x/react-data-grid/?demo=onepirate', '/x/'],
    ['', '/'],
  ])('%j does not', (path, base) => {
    expect(usesOnepirateDemo(path, base)).toBe(false);
  });
});

describe('extraFontsFor', () => {
  it('uses the onepirate fonts', () => {
    expect(extraFontsFor('/premium-themes/onepirate/')).toBe(ONEPIRATE_FONTS);
  });

  it('lists the two onepirate families for an onepirate page and nothing elsewhere', () => {
    expect(extraFontsFor('/premium-themes/onepirate/')).toHaveLength(2);
    expect(extraFontsFor('/premium-themes/onepirate/').map((font) => font.family)).toEqual([
      'Roboto Condensed',
      'Work Sans',
    ]);
    expect(extraFontsFor('/x/react-charts/', '/x/')).toEqual([]);
  });
});

describe('fontStylesheetUrl', () => {
  it('encodes the family and sorted weights', () => {
    expect(fontStylesheetUrl(HOST, { family: 'Work Sans', weights: [400, 300] })).toBe(
      `${HOST}?family=Work+Sans:wght@300;400&display=swap`,
    );
  });

  it('appends to a host that already has a query', () => {
    expect(fontStylesheetUrl(`${HOST}?v=2`, { family: 'Roboto Condensed', weights: [700] })).toBe(
      `${HOST}?v=2&family=Roboto+Condensed:wght@700&display=swap`,
    );
  });
});

describe('extraFontStylesheets', () => {
  it('is empty when no font host is configured (the default): nothing external loads', () => {
    expect(extraFontStylesheets('/premium-themes/onepirate/', '')).toEqual([]);
    expect(extraFontStylesheets('/premium-themes/onepirate/', '   ')).toEqual([]);
  });

  it('gives two stylesheets for an onepirate page with a configured host', () => {
    expect(extraFontStylesheets('/x/onepirate/', HOST, '/x/')).toEqual([
      `${HOST}?family=Roboto+Condensed:wght@700&display=swap`,
      `${HOST}?family=Work+Sans:wght@300;400&display=swap`,
    ]);
  });

  it('gives none for other pages even with a host', () => {
    expect(extraFontStylesheets('/x/react-charts/', HOST, '/x/')).toEqual([]);
  });
});
