/** @jest-environment node */
import { codeBlocks, codeSpans, demoFiles, extractSpans, tableCells } from './markdown';

describe('scripts/apiNames/markdown', () => {
  it('finds inline code spans, including double-backtick spans that hold a backtick', () => {
    expect(codeSpans('Set `checkboxSelection` and ``a ` b`` here').map((span) => span.text)).toEqual([
      'checkboxSelection',
      'a ` b',
    ]);
    expect(codeSpans('An unclosed `span stays text').map((span) => span.text)).toEqual([]);
    expect(codeSpans('An escaped \\`tick` is not a span').map((span) => span.text)).toEqual([]);
  });

  it('leaves out front matter, fenced code, comments and MDX module lines, and keeps line numbers', () => {
    const page = [
      '---',
      'title: `NotASpan`',
      '---',
      "import Thing from './thing';",
      '',
      'Use `rows` here.',
      '```tsx',
      '<DataGrid `inFence` />',
      '```',
      '<!-- `inComment`',
      'still a comment `inComment2` -->',
      '{/* `inMdxComment` */} after `pageSize`',
    ].join('\n');
    expect(extractSpans(page)).toEqual([
      { line: 6, text: 'rows', kind: 'code' },
      { line: 12, text: 'pageSize', kind: 'code' },
    ]);
  });

  it('splits table rows on pipes outside code, and reads code-like bare cells', () => {
    expect(tableCells('| `a \\| b` | DataGridPro | MIT |').map((cell) => cell.trim())).toEqual([
      '`a \\| b`',
      'DataGridPro',
      'MIT',
    ]);
    const table = [
      '| Component | Plan |',
      '| --- | --- |',
      '| DataGridPro | Pro |',
      '| `x \\| y` | MIT |',
    ].join('\n');
    expect(extractSpans(table)).toEqual([
      { line: 3, text: 'DataGridPro', kind: 'cell' },
      { line: 4, text: 'x | y', kind: 'code' },
    ]);
  });

  it('lists code blocks and demo files', () => {
    const page = 'Text\n\n```ts\nconst a = 1;\n```\n\n<Demo file="./demos/Grid.tsx" />\n';
    expect(codeBlocks(page)).toEqual(['const a = 1;']);
    expect(demoFiles(page)).toEqual(['./demos/Grid.tsx']);
  });
});
