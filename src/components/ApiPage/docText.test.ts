import { docPieces, sitePathOf } from './docText';

test('splits code, http links and text', () => {
  expect(docPieces('Set `rows` here, see [guide](https://mui.com/x/react-data-grid/).')).toEqual([
    { kind: 'text', text: 'Set ' },
    { kind: 'code', text: 'rows' },
    { kind: 'text', text: ' here, see ' },
    { kind: 'link', text: 'guide', href: 'https://mui.com/x/react-data-grid/' },
    { kind: 'text', text: '.' },
  ]);
});

test('relative or script links stay plain text', () => {
  expect(docPieces('[a](/x/api/) and [b](javascript:alert(1))')).toEqual([
    { kind: 'text', text: 'a' },
    { kind: 'text', text: ' and ' },
    { kind: 'text', text: 'b' },
    { kind: 'text', text: ')' },
  ]);
});

test('plain text is one piece, empty text none', () => {
  expect(docPieces('Plain.')).toEqual([{ kind: 'text', text: 'Plain.' }]);
  expect(docPieces('')).toEqual([]);
});

test('a bare address is a link, without the punctuation that ends its sentence', () => {
  expect(
    docPieces('See https://mui.com/x/react-charts/bars/#performance. Or https://owasp.org/a_b, then stop'),
  ).toEqual([
    { kind: 'text', text: 'See ' },
    {
      kind: 'link',
      text: 'https://mui.com/x/react-charts/bars/#performance',
      href: 'https://mui.com/x/react-charts/bars/#performance',
    },
    { kind: 'text', text: '. Or ' },
    { kind: 'link', text: 'https://owasp.org/a_b', href: 'https://owasp.org/a_b' },
    { kind: 'text', text: ', then stop' },
  ]);
  // Only http(s): other schemes stay text.
  expect(docPieces('ftp://example.com/file')).toEqual([{ kind: 'text', text: 'ftp://example.com/file' }]);
});

test("a link to the production host's docs becomes a path of this site, in the page's language", () => {
  const href = 'https://mui.com/x/react-charts/bars/#performance';
  expect(sitePathOf(href, 'https://mui.com', '/x/', '/x/')).toBe('/x/react-charts/bars/#performance');
  expect(sitePathOf(href, 'https://mui.com/', '/x/', '/x/zh/')).toBe('/x/zh/react-charts/bars/#performance');
  expect(
    sitePathOf('https://mui.com/material-ui/api/button-base/', 'https://mui.com', '/x/', '/x/'),
  ).toBeNull();
  expect(sitePathOf('https://mui.com.evil.example/x/', 'https://mui.com', '/x/', '/x/')).toBeNull();
  expect(sitePathOf('https://owasp.org/x/', 'https://mui.com', '/x/', '/x/')).toBeNull();
});
