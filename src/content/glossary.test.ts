/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  findAvoidedTerms,
  glossaryRendering,
  GlossaryError,
  parseGlossary,
  proseOfMarkdown,
  proseOfMessages,
} from './glossary';

const TABLE = `# Glossary

Some prose first.

| Concept | English | Chinese | Avoid | Allowed | Notes |
| --- | --- | --- | --- | --- | --- |
| grid | data grid, grid | 表格 | 网格, 数据网格 | 网格线 | The grid. |
| cell | cell | 单元格 | 单元 | 单元测试 | — |
| row | row | 行 | — | — | — |
| row-grouping | row grouping | 行分组 | 行编组、行归组 | — | — |
| tree-view | tree view | 树形视图 | 树视图 | — | — |
| plan | plan | 方案 | 套餐, Pro 计划 | — | — |
| plan-pro | Pro | Pro | 专业版 | — | Stays in English. |

After the table.
`;

const glossary = parseGlossary(TABLE);

describe('parseGlossary', () => {
  it('reads each row of the table with its lists and line', () => {
    expect(glossary.map((entry) => entry.concept)).toEqual([
      'grid',
      'cell',
      'row',
      'row-grouping',
      'tree-view',
      'plan',
      'plan-pro',
    ]);
    expect(glossary[0]).toEqual({
      concept: 'grid',
      english: ['data grid', 'grid'],
      term: '表格',
      avoid: ['网格', '数据网格'],
      allowed: ['网格线'],
      notes: 'The grid.',
      line: 7,
    });
    expect(glossary[2]?.avoid).toEqual([]);
    expect(glossary[3]?.avoid).toEqual(['行编组', '行归组']);
  });

  it('refuses a file without the table, a row with missing cells, a term without text and a repeated concept', () => {
    expect(() => parseGlossary('# Nothing here')).toThrow(GlossaryError);
    const header =
      '| Concept | English | Chinese | Avoid | Allowed | Notes |\n| --- | --- | --- | --- | --- | --- |\n';
    expect(() => parseGlossary(`${header}| grid | grid | 表格 |\n`)).toThrow(/Line 3: 3 cells/);
    expect(() => parseGlossary(`${header}| grid | grid | — | 网格 | — | — |\n`)).toThrow(/term are required/);
    expect(() =>
      parseGlossary(`${header}| grid | grid | 表格 | — | — | — |\n| grid | grid | 表格 | — | — | — |\n`),
    ).toThrow(/listed twice/);
    expect(() => parseGlossary(`${header}| grid | grid | 表格 | 表格 | — | — |\n`)).toThrow(
      /both the term and avoided/,
    );
    expect(() => parseGlossary(header)).toThrow(/no entries/);
  });
});

describe('proseOfMarkdown', () => {
  it('keeps the prose, title and description, and blanks code, links, ids, tags and other front matter', () => {
    const page = [
      '---',
      'title: 网格',
      'slug: /网格/',
      'description: 数据网格',
      '---',
      '',
      '## 网格 {#网格}',
      '',
      '<Demo file="./网格.tsx" />',
      '',
      'Use `网格` and [网格](/网格/).',
      '',
      '```tsx',
      'const 网格 = 1;',
      '```',
      '',
      '{/* 网格 */} end',
    ].join('\n');
    const prose = proseOfMarkdown(page);
    expect(prose).toHaveLength(page.length);
    expect(prose.split('\n').map((line) => line.trim())).toEqual([
      '',
      'title: 网格',
      '',
      'description: 数据网格',
      '',
      '',
      '## 网格',
      '',
      '',
      '',
      'Use      and [网格       .',
      '',
      '',
      '',
      '',
      '',
      'end',
    ]);
  });
});

describe('proseOfMessages', () => {
  it('keeps only the message values of a translation file', () => {
    const json = '{\n  "网格.id": {\n    "message": "网格",\n    "description": "网格"\n  }\n}';
    expect(
      proseOfMessages(json)
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual(['', '', '"网格"', '', '', '']);
  });
});

describe('findAvoidedTerms', () => {
  it('reports each avoided variant with its line and column', () => {
    const found = findAvoidedTerms('第一行\n这个网格有很多单元。', glossary);
    expect(found.map(({ line, column, found: text, entry }) => [line, column, text, entry.term])).toEqual([
      [2, 3, '网格', '表格'],
      [2, 8, '单元', '单元格'],
    ]);
  });

  it('accepts an avoided variant inside an allowed phrase or inside a glossary term', () => {
    expect(findAvoidedTerms('图表的网格线；每个单元格；单元测试。', glossary)).toEqual([]);
  });

  it('reports the longer of two nested variants once', () => {
    const found = findAvoidedTerms('数据网格', glossary);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ column: 1, found: '数据网格' });
  });

  it('matches a variant with a space in it however it is spaced', () => {
    const found = findAvoidedTerms('Pro 计划和Pro计划都不对；Pro 方案才对。', glossary);
    expect(found.map((hit) => hit.found)).toEqual(['Pro 计划', 'Pro计划']);
  });

  it('finds the variants of every concept on one line', () => {
    const found = findAvoidedTerms('树视图的行编组', glossary);
    expect(found.map((hit) => hit.entry.concept)).toEqual(['tree-view', 'row-grouping']);
  });
});

describe('glossaryRendering', () => {
  it('names the concepts of an English title with their terms, longest first', () => {
    expect(glossaryRendering('Data Grid - Row grouping', glossary)).toBe('表格 - 行分组');
    expect(glossaryRendering('Rich Tree View - Items', glossary)).toBe('Rich 树形视图 - Items');
  });

  it('matches whole words, in any case, with a plural s', () => {
    expect(glossaryRendering('Rows and GRIDS', glossary)).toBe('行 and 表格');
    expect(glossaryRendering('Arrow gridlines', glossary)).toBeNull();
    // Words glued into one identifier are a component name, not the concept.
    expect(glossaryRendering('DataGrid API', glossary)).toBeNull();
    expect(glossaryRendering('Data-grid rows', glossary)).toBe('表格 行');
  });

  it('leaves out entries whose term is English, and is null when nothing matched', () => {
    expect(glossaryRendering('Pro', glossary)).toBeNull();
    expect(glossaryRendering('Installation', glossary)).toBeNull();
  });
});

describe('the Chinese glossary (i18n/zh/GLOSSARY.md)', () => {
  const chinese = parseGlossary(
    readFileSync(join(__dirname, '..', '..', 'i18n', 'zh', 'GLOSSARY.md'), 'utf8'),
  );
  const byConcept = new Map(chinese.map((entry) => [entry.concept, entry]));

  it('has one term for each concept the translators share', () => {
    for (const concept of [
      'grid',
      'row',
      'column',
      'cell',
      'cell-editing',
      'filter',
      'sort',
      'pagination',
      'row-grouping',
      'aggregation',
      'tree-data',
      'picker',
      'field',
      'calendar',
      'range',
      'timezone',
      'adapter',
      'axis',
      'series',
      'legend',
      'tooltip',
      'tree-item',
      'expansion',
      'selection',
      'slot',
      'theme',
      'plan',
      'plan-community',
      'plan-pro',
      'plan-premium',
    ]) {
      expect(byConcept.get(concept)?.term).toMatch(/\S/);
    }
  });

  it('never avoids a term it gives for another concept', () => {
    const terms = new Set(chinese.map((entry) => entry.term));
    for (const entry of chinese) {
      expect(entry.avoid.filter((variant) => terms.has(variant))).toEqual([]);
    }
  });

  it('does not flag its own terms', () => {
    expect(findAvoidedTerms(chinese.map((entry) => entry.term).join('，'), chinese)).toEqual([]);
  });

  it('gives the search the Chinese of the test terms', () => {
    expect(glossaryRendering('Data Grid - Row grouping', chinese)).toBe('表格 - 行分组');
    expect(glossaryRendering('Date Range Picker', chinese)).toBe('日期范围 选择器');
    expect(glossaryRendering('Charts - Pie', chinese)).toBe('图表 - 饼图');
    expect(glossaryRendering('Simple Tree View - Items', chinese)).toBe('Simple 树形视图 - Items');
  });
});
