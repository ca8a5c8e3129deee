import { setPageHydratedForTests } from '@site/src/hydration/serverPage';
import { readSnapshot } from './snapshot';

afterEach(() => setPageHydratedForTests(false));

function page(): Document {
  const doc = document.implementation.createHTMLDocument('demo page');
  doc.body.innerHTML =
    '<section data-demo="Other"><div data-demo-snapshot="Other"><p>other</p></div></section>' +
    '<section data-demo="Orders"><div data-demo-snapshot="Orders"><div dir="ltr"><ul role="tree"><li>Order 1</li></ul></div></div></section>';
  return doc;
}

test('reads the named demo’s snapshot as the server sent it', () => {
  expect(readSnapshot('Orders', page())).toBe('<div dir="ltr"><ul role="tree"><li>Order 1</li></ul></div>');
});

test('reads nothing for a demo not on the page, or once the page has hydrated', () => {
  expect(readSnapshot('Missing', page())).toBe('');
  setPageHydratedForTests(true);
  expect(readSnapshot('Orders', page())).toBe('');
});
