import { PAGE_TITLES, TEMPLATE_KEYS, TITLE_LANGUAGES } from './pageTitles';
import { MISSING_LANGUAGE_TITLE, pageTitle, templateLabel, titleKey } from './pageTitleLookup';

describe('the title table', () => {
  it('has the same keys in English and Chinese, none empty', () => {
    const en = Object.keys(PAGE_TITLES.en).sort();
    expect(Object.keys(PAGE_TITLES.zh).sort()).toEqual(en);
    for (const language of TITLE_LANGUAGES) {
      for (const [key, title] of Object.entries(PAGE_TITLES[language])) {
        expect([key, title.trim()]).not.toEqual([key, '']);
      }
    }
  });

  it.each([
    'getting-started',
    'components',
    'system',
    'customization',
    'guides',
    'discover-more',
    'versions',
    'styles',
    'css-in-js',
  ])('covers the %s section', (section) => {
    expect(PAGE_TITLES.en[`/${section}`]).toBeTruthy();
    expect(PAGE_TITLES.zh[`/${section}`]).toBeTruthy();
  });

  it('has sub-pages for the sections that have them', () => {
    for (const section of ['getting-started', 'components', 'system', 'customization', 'guides']) {
      const children = Object.keys(PAGE_TITLES.en).filter((key) => key.startsWith(`/${section}/`));
      expect(children.length).toBeGreaterThan(3);
    }
  });

  it('labels every marketing template in both languages', () => {
    expect(TEMPLATE_KEYS).toHaveLength(9);
    for (const template of TEMPLATE_KEYS) {
      expect(templateLabel(template, 'en', { log: jest.fn() })).not.toBe('');
      expect(templateLabel(template, 'zh', { log: jest.fn() })).not.toBe('');
    }
    expect(templateLabel('signInSide', 'en')).toBe('Sign-in side');
    expect(templateLabel('stickyFooter', 'zh')).toBe('粘性页脚');
  });
});

describe('titleKey', () => {
  it.each([
    ['/getting-started/installation/', '/getting-started/installation'],
    ['getting-started', '/getting-started'],
    ['//guides//api/#intro', '/guides/api'],
    ['/versions?tab=all', '/versions'],
    ['', '/'],
    ['template:blog', 'template:blog'],
  ])('%j → %j', (input, expected) => {
    expect(titleKey(input)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it('finds a title in each language without logging', () => {
    const log = jest.fn();
    expect(pageTitle('/customization/dark-mode/', 'en', { log })).toBe('Dark mode');
    expect(pageTitle('/customization/dark-mode/', 'zh', { log })).toBe('暗色模式');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a key missing in Chinese and falls back to English', () => {
    const log = jest.fn();
    const tables = { en: { '/guides': 'How-to guides' }, zh: {} };
    expect(pageTitle('/guides/', 'zh', { tables, log })).toBe('How-to guides');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/missing key "\/guides" in "zh"/);
  });

  it('logs a key missing everywhere and shows nothing', () => {
    const log = jest.fn();
    expect(pageTitle('/no-such-page', 'zh', { log })).toBe('');
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toMatch(/in "en" as well/);
  });

  it('logs a key missing in English once and shows nothing', () => {
    const log = jest.fn();
    expect(pageTitle('/no-such-page', 'en', { log })).toBe('');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('logs a missing language and shows an ellipsis', () => {
    const log = jest.fn();
    expect(pageTitle('/versions', 'fr', { log })).toBe(MISSING_LANGUAGE_TITLE);
    expect(MISSING_LANGUAGE_TITLE).toBe('…');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/missing language "fr"/));
  });

  it('does not treat inherited object members as languages or keys', () => {
    const log = jest.fn();
    expect(pageTitle('/versions', 'toString', { log })).toBe('…');
    expect(pageTitle('constructor', 'en', { log })).toBe('');
  });

  it('logs through console.warn by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pageTitle('/versions', 'de')).toBe('…');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
