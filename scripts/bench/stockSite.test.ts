import { currentVersionPaths, placeholderPage } from './stockSite';

describe('currentVersionPaths', () => {
  it('keeps the current version of the sitemap, relative to the base URL', () => {
    const xml = [
      'https://mui.com/x/',
      'https://mui.com/x/introduction/installation/',
      'https://mui.com/x/v7/introduction/installation/',
      'https://mui.com/x/search/',
      'https://mui.com/x/api/data-grid/data-grid/',
    ]
      .map((loc) => `<url><loc>${loc}</loc></url>`)
      .join('');
    expect(currentVersionPaths(xml)).toEqual(['', 'introduction/installation/', 'api/data-grid/data-grid/']);
  });
});

describe('placeholderPage', () => {
  it('gives each route its own slug and the same amount of prose', () => {
    const page = placeholderPage('react-charts/bars/', 3);
    expect(page).toContain('slug: "/react-charts/bars/"');
    expect(page).toContain('title: "bars"');
    expect(placeholderPage('', 0)).toContain('slug: "/"');
    expect(page.split('\n\n')).toHaveLength(placeholderPage('x/', 9).split('\n\n').length);
  });
});
