import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CODE_BLOCK_COPY_CONFIRMATION_MS } from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import DocPageMarkdown, { PageMarkdownActions, useDocMarkdownUrl } from '.';

let mockMetadata = { permalink: '/x/react-data-grid/sorting/', slug: '/react-data-grid/sorting', source: '' };
let mockLocale = 'en';

jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDoc: () => ({ metadata: mockMetadata }) }), {
  virtual: true,
});
jest.mock(
  '@docusaurus/Head',
  () => ({
    __esModule: true,
    default: ({ children }: { children: ReactNode }) => <div data-head="">{children}</div>,
  }),
  { virtual: true },
);
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({
    siteConfig: { baseUrl: mockLocale === 'en' ? '/x/' : `/x/${mockLocale}/` },
    i18n: {
      currentLocale: mockLocale,
      defaultLocale: 'en',
      localeConfigs: { en: { baseUrl: '/x/' }, zh: { baseUrl: '/x/zh/' } },
    },
  }),
}));

const MARKDOWN = '# Sorting\n\nSorting puts the rows in order.\n';
const URL_PATH = '/x/react-data-grid/sorting.md';

function answer(body: string, status = 200) {
  return { ok: status === 200, status, text: () => Promise.resolve(body) } as Response;
}

let writeText: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  fetchMock = jest.fn().mockResolvedValue(answer(MARKDOWN));
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

const copyButton = () => screen.getByRole('button');

describe('PageMarkdownActions', () => {
  it('copies the Markdown of the page and says so for as long as a code block does', async () => {
    render(<PageMarkdownActions markdownUrl={URL_PATH} />);
    expect(copyButton()).toHaveAccessibleName('Copy page');
    await act(async () => fireEvent.click(copyButton()));
    expect(fetchMock).toHaveBeenCalledWith(URL_PATH);
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(copyButton()).toHaveAccessibleName('Copied');
    expect(screen.getByText('Copied')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(CODE_BLOCK_COPY_CONFIRMATION_MS - 1));
    expect(copyButton()).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(copyButton()).toHaveAccessibleName('Copy page');
  });

  it('starts loading when the button gets the focus, and loads once', async () => {
    render(<PageMarkdownActions markdownUrl={URL_PATH} />);
    await act(async () => fireEvent.focus(copyButton()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(copyButton()));
    await act(async () => fireEvent.click(copyButton()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenNthCalledWith(2, MARKDOWN);
  });

  it('reports a failed load, and loads again on the next click', async () => {
    fetchMock.mockResolvedValueOnce(answer('Not found', 404));
    render(<PageMarkdownActions markdownUrl={URL_PATH} />);
    await act(async () => fireEvent.click(copyButton()));
    expect(writeText).not.toHaveBeenCalled();
    expect(copyButton()).toHaveAccessibleName('Copy failed');
    act(() => jest.advanceTimersByTime(CODE_BLOCK_COPY_CONFIRMATION_MS));
    await act(async () => fireEvent.click(copyButton()));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(copyButton()).toHaveAccessibleName('Copied');
  });

  it('links the Markdown file, in a named group that search leaves out', () => {
    render(<PageMarkdownActions markdownUrl={URL_PATH} />);
    expect(screen.getByRole('group', { name: 'This page as Markdown' })).toHaveAttribute(
      'data-search-ignore',
    );
    const link = screen.getByRole('link', { name: 'View as Markdown' });
    expect(link).toHaveAttribute('href', URL_PATH);
    expect(link).toHaveAttribute('type', 'text/markdown');
  });
});

describe('useDocMarkdownUrl', () => {
  afterEach(() => {
    mockLocale = 'en';
  });

  it('is the Markdown of the page, or of the English page for a page not translated', () => {
    mockMetadata = {
      permalink: '/x/react-data-grid/sorting/',
      slug: '/react-data-grid/sorting',
      source: '@site/docs/react-data-grid/sorting.mdx',
    };
    expect(renderHook(() => useDocMarkdownUrl()).result.current).toBe('/x/react-data-grid/sorting.md');
    mockLocale = 'zh';
    mockMetadata = {
      ...mockMetadata,
      permalink: '/x/zh/react-data-grid/editing/crud/',
      slug: '/react-data-grid/editing/crud',
    };
    expect(renderHook(() => useDocMarkdownUrl()).result.current).toBe('/x/react-data-grid/editing/crud.md');
    mockMetadata = {
      permalink: '/x/zh/react-data-grid/sorting/',
      slug: '/react-data-grid/sorting',
      source: '@site/i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/sorting.mdx',
    };
    expect(renderHook(() => useDocMarkdownUrl()).result.current).toBe('/x/zh/react-data-grid/sorting.md');
  });
});

describe('DocPageMarkdown', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('names the Markdown in the head and shows the actions in a build', () => {
    process.env.NODE_ENV = 'production';
    mockMetadata = { permalink: '/x/', slug: '/', source: '@site/docs/introduction/overview.md' };
    render(<DocPageMarkdown />);
    // React hoists a <link> into the document's head wherever it is rendered.
    expect(document.querySelector('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/x/index.md',
    );
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/x/index.md');
  });

  it('shows nothing on the dev server, which has no Markdown files', () => {
    process.env.NODE_ENV = 'development';
    const { container } = render(<DocPageMarkdown />);
    expect(container).toBeEmptyDOMElement();
  });
});
