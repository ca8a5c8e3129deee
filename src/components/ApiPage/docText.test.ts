import { docPieces } from './docText';

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
