import { EXCERPT_LENGTH, excerpt, highlightRuns, highlightText } from './highlight';

const matched = new Set(['editing']);

describe('excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('Editing is opt-in.', matched, 'en')).toEqual({
      text: 'Editing is opt-in.',
      highlights: [[0, 7]],
    });
  });

  it('cuts a long text around the first match, at spaces, with ellipses', () => {
    const text = `${'rows load from the server '.repeat(8)}then editing starts ${'columns keep their width '.repeat(12)}`;
    const result = excerpt(text, matched, 'en');
    expect(result.text.startsWith('…')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 2);
    const [[from, to]] = result.highlights as [[number, number]];
    expect(result.text.slice(from, to)).toBe('editing');
    expect(result.text.slice(1, 2)).not.toBe(' ');
  });

  it('starts at the beginning when nothing in the text matched', () => {
    const text = 'word '.repeat(100);
    const result = excerpt(text, matched, 'en');
    expect(result.highlights).toEqual([]);
    expect(result.text.startsWith('word')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
  });

  it('handles Chinese without spaces', () => {
    const text = `${'这是一段很长的文字。'.repeat(20)}安装${'其他内容。'.repeat(40)}`;
    const result = excerpt(text, new Set(['安装']), 'zh');
    const [[from, to]] = result.highlights as [[number, number]];
    expect(result.text.slice(from, to)).toBe('安装');
  });

  it('returns empty text for an empty section', () => {
    expect(excerpt('', matched, 'en')).toEqual({ text: '', highlights: [] });
  });
});

describe('highlightRuns', () => {
  it('splits text into marked and plain runs', () => {
    expect(highlightRuns(highlightText('Row editing and cell editing', matched, 'en'))).toEqual([
      { text: 'Row ', match: false },
      { text: 'editing', match: true },
      { text: ' and cell ', match: false },
      { text: 'editing', match: true },
    ]);
  });
});
