import { isCjk, segmentWords, tokenize } from './tokenize';

describe('tokenize', () => {
  it('splits English into lower-case words and drops punctuation', () => {
    expect(tokenize('Editing: set `editable: true` on a GridColDef!')).toEqual([
      'editing',
      'set',
      'editable',
      'true',
      'on',
      'a',
      'gridcoldef',
    ]);
  });

  it('splits package names on hyphens and keeps version numbers whole', () => {
    expect(tokenize('@mui/x-data-grid v8.0')).toEqual(['mui', 'x', 'data', 'grid', 'v8.0']);
  });

  it('segments Chinese into words, so a two-character word stands alone', () => {
    const terms = tokenize('本页列出了每款产品需要安装的包', 'zh');
    expect(terms).toContain('安装');
    expect(terms).toContain('产品');
    expect(terms.every((term) => term.length <= 3)).toBe(true);
  });

  it('normalises full-width letters', () => {
    expect(tokenize('ＭＵＩ Ｘ')).toEqual(['mui', 'x']);
  });

  it('gives offsets into the original text', () => {
    const text = 'Row grouping 行分组';
    for (const token of segmentWords(text, 'zh')) {
      expect(normalize(text.slice(token.start, token.end))).toBe(token.term);
    }
  });

  it('returns nothing for empty or punctuation-only input', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  ?! … ，。')).toEqual([]);
  });

  it('recognises Chinese terms', () => {
    expect(isCjk('安装')).toBe(true);
    expect(isCjk('grid')).toBe(false);
  });
});

function normalize(word: string): string {
  return word.normalize('NFKC').toLowerCase();
}
