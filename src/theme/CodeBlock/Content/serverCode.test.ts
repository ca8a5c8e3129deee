import { setPageHydratedForTests } from '@site/src/hydration/serverPage';
import { readServerCode } from './serverCode';

afterEach(() => setPageHydratedForTests(false));

function page(hydrated: boolean): Document {
  const doc = document.implementation.createHTMLDocument('code page');
  setPageHydratedForTests(hydrated);
  doc.body.innerHTML =
    '<pre data-code-block="_R_a_"><code><span class="token-line">npm install</span></code></pre>' +
    '<pre data-code-block="_R_b_"><code><span class="token-line"><span class="token keyword">import</span></span></code></pre>';
  return doc;
}

test('reads the lines the server rendered for the block with that id', () => {
  expect(readServerCode('_R_b_', page(false))).toBe(
    '<span class="token-line"><span class="token keyword">import</span></span>',
  );
});

test('reads nothing once the page has hydrated, for a block not on the page, or without a document', () => {
  expect(readServerCode('_R_a_', page(true))).toBe('');
  expect(readServerCode('_R_c_', page(false))).toBe('');
  expect(readServerCode('_R_a_', undefined)).toBe('');
});
