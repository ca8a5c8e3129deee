import { render, screen } from '@testing-library/react';
import { CONTENT_PLUGIN } from '@site/src/plugins/content';
import DocTranslationNotice, { CONTENT_PLUGIN_NAME, outdatedEnglishPage, TranslationNotice } from '.';

let currentPermalink = '';
let globalData: unknown;

jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => ({ useDoc: () => ({ metadata: { permalink: currentPermalink } }) }),
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
  });

  it('shows the notice on a doc the build found outdated', () => {
    currentPermalink = '/x/zh/introduction/licensing';
    render(<DocTranslationNotice />);
    expect(screen.getByRole('link', { name: 'Read the English page' })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/',
    );
  });

  it('shows nothing on an up-to-date or English doc', () => {
    currentPermalink = '/x/zh/introduction/support';
    const { container } = render(<DocTranslationNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the plugin gave no data', () => {
    globalData = undefined;
    currentPermalink = '/x/zh/introduction/licensing';
    const { container } = render(<DocTranslationNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
