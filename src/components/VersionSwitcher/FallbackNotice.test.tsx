import { render, screen } from '@testing-library/react';
import VersionFallbackNotice, { FallbackNotice } from './FallbackNotice';

let search = '';
let pathname = '/x/v5/react-data-grid/';
let isBrowser = true;

jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ search, pathname, hash: '' }) }), {
  virtual: true,
});
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsVersion: () => ({ label: 'v5' }) }), {
  virtual: true,
});
jest.mock('@docusaurus/useIsBrowser', () => () => isBrowser, { virtual: true });
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({ siteConfig: { baseUrl: '/x/' } }), {
  virtual: true,
});
jest.mock(
  '@docusaurus/Link',
  () =>
    function Link({ to, children }: { to: string; children: React.ReactNode }) {
      return <a href={to}>{children}</a>;
    },
  { virtual: true },
);

describe('FallbackNotice', () => {
  it('names the version and the product page, and links back', () => {
    render(<FallbackNotice version="v5" product="Data Grid" from="/x/react-data-grid/editing/" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'The page you were reading does not exist in v5. This is the Data Grid page of v5.',
    );
    expect(screen.getByRole('link', { name: 'Back to the page you came from' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/editing/',
    );
  });

  it("says it is the version's overview when the version lacks the product", () => {
    render(<FallbackNotice version="v4" product={null} from="/x/react-charts/bars/" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'The page you were reading does not exist in v4. This is the overview of v4.',
    );
  });
});

describe('VersionFallbackNotice', () => {
  beforeEach(() => {
    isBrowser = true;
    pathname = '/x/v5/react-data-grid/';
  });

  it('says the page could not be checked when the version list did not load, not that it is missing', () => {
    pathname = '/x/v5/';
    search = '?from=%2Fx%2Freact-data-grid%2Fediting%2F&unchecked=1';
    render(<VersionFallbackNotice />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'The list of pages of v5 could not be loaded, so the switch could not check whether v5 has the page you were reading. This is the overview of v5.',
    );
    expect(note).not.toHaveTextContent('does not exist');
    expect(screen.getByRole('link', { name: 'Back to the page you came from' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/editing/',
    );
  });

  it('shows once hydrated when the page was reached through a fallback link', () => {
    search = '?from=%2Fx%2Freact-data-grid%2Fediting%2F';
    render(<VersionFallbackNotice />);
    expect(screen.getByRole('note')).toHaveTextContent('This is the Data Grid page of v5.');
  });

  it('renders nothing on the server and while hydrating, nor without a valid source', () => {
    search = '?from=%2Fx%2Freact-data-grid%2Fediting%2F';
    isBrowser = false;
    const { container, rerender } = render(<VersionFallbackNotice />);
    expect(container).toBeEmptyDOMElement();
    isBrowser = true;
    search = '?from=https%3A%2F%2Fevil.example%2F';
    rerender(<VersionFallbackNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
