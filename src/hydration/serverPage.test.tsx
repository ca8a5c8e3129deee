import { render } from '@testing-library/react';
import { serverPage, setPageHydratedForTests, usePageHydrated } from './serverPage';

function Root(): null {
  usePageHydrated();
  return null;
}

afterEach(() => setPageHydratedForTests(false));

test('the document is the server’s page until Root has mounted, then no longer', () => {
  const doc = document.implementation.createHTMLDocument('page');
  expect(serverPage(doc)).toBe(doc);
  render(<Root />);
  expect(serverPage(doc)).toBeNull();
});
