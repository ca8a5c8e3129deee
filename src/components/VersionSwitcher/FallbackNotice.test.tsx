import { render, screen } from '@testing-library/react';
import VersionFallbackNotice, { FallbackNotice } from './FallbackNotice';
import type { SwitchableVersion } from './versionEntries';

let search = '';
let pathname = '/x/v5/react-data-grid/';
let isBrowser = true;
const replace = jest.fn();
/** What the site's versions are once the other part's page lists have been asked for. */
let requested: Promise<SwitchableVersion[]>;
const request = jest.fn(() => requested);

const current: SwitchableVersion = {
  name: 'current',
  label: '8.0.0-alpha.1',
  path: '/x',
  mainDocId: 'introduction/overview',
  docs: [
    { id: 'introduction/overview', path: '/x/' },
    { id: 'react-data-grid/editing', path: '/x/react-data-grid/editing/' },
    { id: 'react-data-grid/overview', path: '/x/react-data-grid/' },
  ],
};
const v5: SwitchableVersion = {
  name: '5.x',
  label: 'v5',
  path: '/x/v5',
  mainDocId: 'introduction/overview',
  docs: [
    { id: 'introduction/overview', path: '/x/v5/' },
    { id: 'react-data-grid/overview', path: '/x/v5/react-data-grid/' },
  ],
};

jest.mock(
  '@docusaurus/router',
  () => ({ useLocation: () => ({ search, pathname, hash: '' }), useHistory: () => ({ replace }) }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => ({ useDocsVersion: () => ({ label: 'v5', version: '5.x' }) }),
  { virtual: true },
);
jest.mock('./siteVersions', () => ({ useSiteVersions: () => ({ request }) }));
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
    requested = Promise.resolve([current, v5]);
    replace.mockClear();
    request.mockClear();
  });

  it('checks the page lists once hydrated, then says the page does not exist in this version', async () => {
    search = '?from=%2Fx%2Freact-data-grid%2Fediting%2F';
    render(<VersionFallbackNotice />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The page you were reading does not exist in v5. This is the Data Grid page of v5.',
    );
    expect(request).toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('takes the reader on to the same page, with no notice, when this version has it after all', async () => {
    pathname = '/x/v5/';
    search = '?from=%2Fx%2Freact-data-grid%2F';
    const { container } = render(<VersionFallbackNotice />);
    await requested;
    await Promise.resolve();
    expect(replace).toHaveBeenCalledWith('/x/v5/react-data-grid/');
    expect(container).toBeEmptyDOMElement();
  });

  it('says the page could not be checked when the page list it needed did not load, not that it is missing', async () => {
    pathname = '/x/v5/';
    search = '?from=%2Fx%2Freact-data-grid%2Fediting%2F';
    requested = Promise.resolve([{ ...current, docs: [], pageListFailed: true }, v5]);
    render(<VersionFallbackNotice />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'A list of pages could not be loaded, so the switch could not check whether v5 has the page you were reading. This is the overview of v5.',
    );
    expect(note).not.toHaveTextContent('does not exist');
    expect(screen.getByRole('link', { name: 'Back to the page you came from' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/editing/',
    );
  });

  it('renders nothing and checks nothing on the server, while hydrating, or without a valid source', () => {
    search = '?from=%2Fx%2Freact-data-grid%2Fediting%2F';
    isBrowser = false;
    const { container, rerender } = render(<VersionFallbackNotice />);
    expect(container).toBeEmptyDOMElement();
    isBrowser = true;
    search = '?from=https%3A%2F%2Fevil.example%2F';
    rerender(<VersionFallbackNotice />);
    expect(container).toBeEmptyDOMElement();
    expect(request).not.toHaveBeenCalled();
  });
});
