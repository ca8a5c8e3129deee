import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import LayoutWrapper from '.';

let mockPathname = '/x/';

jest.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname: mockPathname }) }), {
  virtual: true,
});
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

function renderAt(pathname: string) {
  mockPathname = pathname;
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
});
