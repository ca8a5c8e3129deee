import { elementAt, pathFrom, readServerHtml } from './serverHtml';

function page(hydrated: boolean): Document {
  const doc = document.implementation.createHTMLDocument('demo page');
  if (hydrated) doc.documentElement.dataset.hasHydrated = 'true';
  doc.body.innerHTML =
    '<section data-demo="Other"><div data-flavour="system"><div dir="ltr"><!--$--><p>other</p><!--/$--></div></div></section>' +
    '<section data-demo="Orders"><div data-flavour="system"><div dir="ltr"><!--$--><ul role="tree"><li>Order 1</li></ul><!--/$--></div></div></section>';
  return doc;
}

test('reads the named demo’s server HTML without React’s boundary markers', () => {
  expect(readServerHtml('Orders', page(false))).toBe('<ul role="tree"><li>Order 1</li></ul>');
});

test('reads nothing once the page has hydrated, for a demo not on the page, or without a document', () => {
  expect(readServerHtml('Orders', page(true))).toBe('');
  expect(readServerHtml('Missing', page(false))).toBe('');
  expect(readServerHtml('Orders', undefined)).toBe('');
});

test('a held click finds the element at the same place in a re-rendered copy', () => {
  const server = document.createElement('div');
  server.innerHTML = '<ul><li>Amara</li><li>Priya <b>CFO</b></li></ul>';
  const live = document.createElement('div');
  live.innerHTML = server.innerHTML;
  const target = server.querySelector('b');
  if (!target) throw new Error('fixture');
  const path = pathFrom(server, target);
  expect(path).toEqual([0, 1, 0]);
  expect(elementAt(live, path ?? [])?.textContent).toBe('CFO');
  expect(pathFrom(live, target)).toBeNull();
  expect(elementAt(live, [0, 5])).toBeNull();
});

test('the copy’s own element does not count in a path: its children stand where the live ones will', () => {
  const scope = document.createElement('div');
  scope.innerHTML = '<div data-server-html=""><ul><li>Amara</li><li>Priya</li></ul></div>';
  const live = document.createElement('div');
  live.innerHTML = '<ul><li>Amara</li><li>Priya</li></ul>';
  const target = scope.querySelectorAll('li')[1];
  if (!target) throw new Error('fixture');
  const path = pathFrom(scope, target);
  expect(path).toEqual([0, 1]);
  expect(elementAt(live, path ?? [])?.textContent).toBe('Priya');
});
