import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import LayoutWrapper from '.';

let mockPathname = '/x/';
let mockFontHost = '';

jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname: mockPathname }) }), {
  virtual: true,
});
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => () => ({ siteConfig: { customFields: { webFontStylesheetHost: mockFontHost } } }),
  { virtual: true },
);
jest.mock(
  '@theme-original/Layout',
  () =>
    function StandardLayout({ children }: { children: ReactNode }) {
      return <div data-testid="standard-layout">{children}</div>;
    },
  { virtual: true },
);
jest.mock(
  '@theme/Layout/Provider',
  () =>
    ({ children }: { children: ReactNode }) => <>{children}</>,
  {
    virtual: true,
  },
);
jest.mock('@docusaurus/theme-common', () => ({ PageMetadata: () => null }), { virtual: true });
jest.mock(
  '@docusaurus/Head',
  () =>
    function Head({ children }: { children: ReactNode }) {
      return <div data-testid="head">{children}</div>;
    },
  { virtual: true },
);

function renderAt(pathname: string, fontHost = '') {
  mockPathname = pathname;
  mockFontHost = fontHost;
  return render(
    <LayoutWrapper>
      <p>page body</p>
    </LayoutWrapper>,
  );
}

describe('Layout wrapper', () => {
  it('wraps documentation pages in the standard layout', () => {
    renderAt('/x/react-charts/bars/');
    expect(screen.getByTestId('standard-layout')).toHaveTextContent('page body');
  });

  it.each(['/x/playground/', '/x/zh/playground/grid/'])('renders %s without the standard layout', (path) => {
    renderAt(path);
    expect(screen.queryByTestId('standard-layout')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('page body');
  });

  it('adds no font stylesheet without a configured host, even on an onepirate page', () => {
    const { container } = renderAt('/x/onepirate/');
    expect(container.querySelectorAll('link')).toHaveLength(0);
  });

  it('adds the two onepirate font stylesheets when a host is configured', () => {
    const { container } = renderAt('/x/onepirate/', 'https://fonts.example.test/css2');
    const hrefs = Array.from(container.querySelectorAll('link[rel="stylesheet"]')).map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toHaveLength(2);
    expect(hrefs[0]).toContain('Roboto+Condensed');
    expect(hrefs[1]).toContain('Work+Sans');
  });

  it('adds no font stylesheet on other pages', () => {
    const { container } = renderAt('/x/react-charts/', 'https://fonts.example.test/css2');
    expect(container.querySelectorAll('link')).toHaveLength(0);
  });
});
