import { render, screen } from '@testing-library/react';
import { CONTENT_PLUGIN } from '@site/src/plugins/content';
import { translatorsGuideUrl } from '@site/src/data/site';
import DocTranslationNotice, {
  CONTENT_PLUGIN_NAME,
  isUntranslatedGuide,
  outdatedEnglishPage,
  TranslationNotice,
  UntranslatedNotice,
} from '.';

let currentPermalink = '';
let currentFrontMatter: Record<string, unknown> = {};
let globalData: unknown;

jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => ({ useDoc: () => ({ metadata: { permalink: currentPermalink }, frontMatter: currentFrontMatter }) }),
  {
    virtual: true,
  },
);
jest.mock(
  '@docusaurus/useGlobalData',
  () => ({
    usePluginData: (name: string) => (name === 'x-docs-content' ? globalData : undefined),
  }),
  { virtual: true },
);

const data = {
  outdatedTranslations: { '/x/zh/introduction/licensing': '/x/introduction/licensing/' },
  translatedPages: ['/x/zh/introduction/licensing', '/x/zh/introduction/support'],
};

describe('outdatedEnglishPage', () => {
  it('finds the English page of an outdated doc', () => {
    expect(outdatedEnglishPage(data, '/x/zh/introduction/licensing')).toBe('/x/introduction/licensing/');
  });

  it('is null for an up-to-date doc, and without global data', () => {
    expect(outdatedEnglishPage(data, '/x/zh/introduction/support')).toBeNull();
    expect(outdatedEnglishPage(data, 'constructor')).toBeNull();
    expect(outdatedEnglishPage(undefined, '/x/zh/introduction/licensing')).toBeNull();
    expect(outdatedEnglishPage({}, '/x/zh/introduction/licensing')).toBeNull();
  });

  it('reads the global data of the content plugin', () => {
    expect(CONTENT_PLUGIN_NAME).toBe(CONTENT_PLUGIN);
  });
});

describe('isUntranslatedGuide', () => {
  it('is true for a guide of a translated build that has no translation', () => {
    expect(isUntranslatedGuide(data, '/x/zh/react-charts/pie', {})).toBe(true);
  });

  it('is false for a translated page, an API page and in the default locale (no list)', () => {
    expect(isUntranslatedGuide(data, '/x/zh/introduction/support', {})).toBe(false);
    expect(isUntranslatedGuide(data, '/x/zh/api/charts/pie-chart', { api: true })).toBe(false);
    expect(
      isUntranslatedGuide({ outdatedTranslations: {}, translatedPages: null }, '/x/react-charts/pie', {}),
    ).toBe(false);
    expect(isUntranslatedGuide(undefined, '/x/zh/react-charts/pie', {})).toBe(false);
  });
});

describe('translatorsGuideUrl', () => {
  it("links to the README's Translating section in the site's sources, or on the repository's default branch", () => {
    expect(translatorsGuideUrl('https://github.com/org/docs/blob/main/')).toBe(
      'https://github.com/org/docs/blob/main/README.md#translating',
    );
    expect(translatorsGuideUrl('https://github.com/org/docs/blob/main')).toBe(
      'https://github.com/org/docs/blob/main/README.md#translating',
    );
    expect(translatorsGuideUrl(null)).toBe('https://github.com/mui/mui-x/blob/HEAD/README.md#translating');
  });
});

describe('UntranslatedNotice', () => {
  it('says the page is not translated yet and links to the translators’ guide', () => {
    render(<UntranslatedNotice guideUrl="https://example.com/README.md#translating" />);
    expect(screen.getByRole('note')).toHaveTextContent(/not been translated yet/);
    expect(screen.getByRole('link', { name: 'How to help translate' })).toHaveAttribute(
      'href',
      'https://example.com/README.md#translating',
    );
  });
});

describe('TranslationNotice', () => {
  it('says the translation may be outdated and links to the English page', () => {
    render(<TranslationNotice englishUrl="/x/introduction/licensing/" />);
    expect(screen.getByRole('note')).toHaveTextContent(/may be out of date/);
    const link = screen.getByRole('link', { name: 'Read the English page' });
    expect(link).toHaveAttribute('href', '/x/introduction/licensing/');
    expect(link).toHaveAttribute('hreflang', 'en');
  });
});

describe('DocTranslationNotice', () => {
  beforeEach(() => {
    globalData = data;
    currentFrontMatter = {};
  });

  it('shows the notice on a doc the build found outdated', () => {
    currentPermalink = '/x/zh/introduction/licensing';
    render(<DocTranslationNotice />);
    expect(screen.getByRole('link', { name: 'Read the English page' })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/',
    );
  });

  it('shows nothing on an up-to-date translated doc', () => {
    currentPermalink = '/x/zh/introduction/support';
    const { container } = render(<DocTranslationNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says an untranslated guide is shown in English, linking to the translators’ guide', () => {
    currentPermalink = '/x/zh/react-charts/pie';
    render(<DocTranslationNotice />);
    expect(screen.getByRole('link', { name: 'How to help translate' })).toHaveAttribute(
      'href',
      translatorsGuideUrl(null),
    );
    expect(screen.queryByRole('link', { name: 'Read the English page' })).toBeNull();
  });

  it('shows nothing on an API page or a page of the default locale', () => {
    currentPermalink = '/x/zh/api/charts/pie-chart';
    currentFrontMatter = { api: true };
    expect(render(<DocTranslationNotice />).container).toBeEmptyDOMElement();
    globalData = { outdatedTranslations: {}, translatedPages: null };
    currentPermalink = '/x/react-charts/pie';
    currentFrontMatter = {};
    expect(render(<DocTranslationNotice />).container).toBeEmptyDOMElement();
  });

  it('shows nothing when the plugin gave no data', () => {
    globalData = undefined;
    currentPermalink = '/x/zh/introduction/licensing';
    const { container } = render(<DocTranslationNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
