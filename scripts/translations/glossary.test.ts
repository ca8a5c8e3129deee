/** @jest-environment node */
import { parseGlossary } from '../../src/content/glossary';
import { checkGlossary, formatGlossaryFindings, isCheckedFile } from './glossary';

const glossary = parseGlossary(
  [
    '| Concept | English | Chinese | Avoid | Allowed | Notes |',
    '| --- | --- | --- | --- | --- | --- |',
    '| filter | filter | 筛选 | 过滤 | — | — |',
    '| plan | plan | 方案 | Pro 计划 | — | — |',
  ].join('\n'),
);

describe('isCheckedFile', () => {
  it('reads translated pages and JSON message files, nothing else', () => {
    expect(isCheckedFile('docusaurus-plugin-content-docs/current/react-data-grid/sorting.mdx')).toBe(true);
    expect(isCheckedFile('docusaurus-plugin-content-docs/version-7.x/introduction/overview.md')).toBe(true);
    expect(isCheckedFile('docusaurus-plugin-content-docs/current.json')).toBe(true);
    expect(isCheckedFile('code.json')).toBe(true);
    expect(isCheckedFile('GLOSSARY.md')).toBe(false);
  });
});

describe('checkGlossary', () => {
  const page = {
    path: 'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/filtering/index.mdx',
    text: [
      '---',
      'title: 过滤',
      '---',
      '',
      '表格可以按列筛选。',
      '',
      '```js',
      '// 过滤',
      '```',
      '',
      '支持多个过滤条件。',
    ].join('\n'),
  };
  const messages = {
    path: 'i18n/zh/code.json',
    text: '{\n  "plan.pro": {\n    "message": "Pro 计划",\n    "description": "Pro 计划 badge"\n  }\n}\n',
  };

  it('flags the avoided variants of pages and messages with file:line:column', () => {
    expect(checkGlossary(glossary, [page, messages])).toEqual([
      {
        location: 'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/filtering/index.mdx:2:8',
        found: '过滤',
        concept: 'filter',
        term: '筛选',
      },
      {
        location: 'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/filtering/index.mdx:11:5',
        found: '过滤',
        concept: 'filter',
        term: '筛选',
      },
      { location: 'i18n/zh/code.json:3:17', found: 'Pro 计划', concept: 'plan', term: '方案' },
    ]);
  });

  it('passes files that use the glossary terms', () => {
    expect(checkGlossary(glossary, [{ path: 'i18n/zh/a.mdx', text: '按列筛选；Pro 方案。' }])).toEqual([]);
  });

  it('prints one line per finding, or that there is none', () => {
    const findings = checkGlossary(glossary, [messages]);
    expect(formatGlossaryFindings('i18n/zh/GLOSSARY.md', findings)).toBe(
      [
        '  Glossary (i18n/zh/GLOSSARY.md): 1 avoided variants:',
        '    i18n/zh/code.json:3:17  “Pro 计划”: use 方案 (plan)',
      ].join('\n'),
    );
    expect(formatGlossaryFindings('i18n/zh/GLOSSARY.md', [])).toMatch(/uses its terms/);
  });
});
