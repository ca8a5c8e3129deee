import { serverPage } from './serverPage';

test('the document is the server’s page until React has hydrated it', () => {
  const doc = document.implementation.createHTMLDocument('page');
  expect(serverPage(doc)).toBe(doc);
  doc.documentElement.dataset.hasHydrated = 'true';
  expect(serverPage(doc)).toBeNull();
});
