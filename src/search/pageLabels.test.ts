/** @jest-environment node */
import { parseGlossary } from '../content/glossary';
import { categoryLabelsByDoc, pageNames, type SidebarNode } from './pageLabels';

const glossary = parseGlossary(
  [
    '| Concept | English | Chinese | Avoid | Allowed | Notes |',
    '| --- | --- | --- | --- | --- | --- |',
    '| grid | data grid, grid | 表格 | — | — | — |',
    '| row-grouping | row grouping | 行分组 | — | — | — |',
    '| chart | chart | 图表 | — | — | — |',
    '| pie-chart | pie chart, pie | 饼图 | — | — | — |',
    '| tree-view | tree view | 树形视图 | — | — | — |',
  ].join('\n'),
);

const sidebars: Record<string, SidebarNode[]> = {
  docs: [
    { type: 'doc', id: 'introduction/overview' },
    {
      type: 'category',
      label: 'Charts',
      items: [
        { type: 'doc', id: 'react-charts/overview' },
        {
          type: 'category',
          label: '饼图',
          items: [
            { type: 'doc', id: 'react-charts/pie' },
            { type: 'doc', id: 'react-charts/pie-demo' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Tree View',
      link: { type: 'doc', id: 'react-tree-view/overview' },
      items: [{ type: 'link', label: '即将推出' }],
    },
  ],
};

describe('categoryLabelsByDoc', () => {
  it('gives each doc the labels of the categories around it, outermost first', () => {
    const labels = categoryLabelsByDoc(sidebars);
    expect(labels.get('introduction/overview')).toEqual([]);
    expect(labels.get('react-charts/overview')).toEqual(['Charts']);
    expect(labels.get('react-charts/pie-demo')).toEqual(['Charts', '饼图']);
    // A category's own page sits inside it.
    expect(labels.get('react-tree-view/overview')).toEqual(['Tree View']);
    expect(labels.has('react-charts/missing')).toBe(false);
  });
});

describe('pageNames', () => {
  it('names an untranslated page in glossary terms and with its Chinese sidebar labels', () => {
    expect(
      pageNames(
        { title: 'Charts - Pie demos', sidebarLabel: 'Demo', categoryLabels: ['Charts', '饼图'] },
        glossary,
      ),
    ).toEqual({ alias: '图表 - 饼图 demos', labels: ['图表', '饼图'] });
  });

  it('renders English category labels and the sidebar label with the glossary', () => {
    expect(
      pageNames(
        {
          title: 'Rich Tree View - Lazy loading',
          sidebarLabel: 'Lazy loading',
          categoryLabels: ['Tree View'],
        },
        glossary,
      ),
    ).toEqual({ alias: 'Rich 树形视图 - Lazy loading', labels: ['树形视图'] });
    expect(
      pageNames(
        { title: 'Data Grid - Server-side row grouping', sidebarLabel: 'Row grouping', categoryLabels: [] },
        glossary,
      ),
    ).toEqual({ alias: '表格 - Server-side 行分组', labels: ['行分组'] });
  });

  it('adds nothing to a page the glossary and the sidebar do not name in Chinese', () => {
    expect(pageNames({ title: 'Installation', categoryLabels: ['Introduction'] }, glossary)).toEqual({});
    // An arrow is not a word: the English build gets no labels from "Upgrade to v8".
    expect(
      pageNames(
        { title: 'Migration', sidebarLabel: 'Tree View v7 → v8', categoryLabels: ['Upgrade to v8'] },
        [],
      ),
    ).toEqual({});
  });

  it('leaves out a label that repeats the title', () => {
    expect(pageNames({ title: '饼图', sidebarLabel: '饼图', categoryLabels: ['饼图'] }, glossary)).toEqual(
      {},
    );
  });
});
