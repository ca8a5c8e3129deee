import { test } from 'node:test';
import assert from 'node:assert/strict';
import { componentDescription, memberDescription, readDoc, tidyDocText } from './jsdoc.mjs';

test('tidyDocText turns inline links into code or their label', () => {
  assert.equal(tidyDocText('Uses {@link GridApi} here'), 'Uses `GridApi` here');
  assert.equal(tidyDocText('See {@link https://example.com the guide}.'), 'See the guide.');
  assert.equal(
    tidyDocText('Set of columns of type [[GridColDef]][].'),
    'Set of columns of type `GridColDef`[].',
  );
});

test('componentDescription drops the Demos and API link lists', () => {
  const text = [
    'Demos:',
    '',
    '- [Tree View](https://mui.com/x/react-tree-view/)',
    '',
    'API:',
    '',
    '- [RichTreeView API](https://mui.com/x/api/tree-view/rich-tree-view/)',
  ].join('\n');
  assert.equal(componentDescription(text), '');
  assert.equal(
    componentDescription('Shows rows\nin a grid.\n\nSecond paragraph.\n\nDemos:\n- [x](https://a.b/)'),
    'Shows rows in a grid.',
  );
  assert.equal(componentDescription('Features:\n- [DataGrid](https://mui.com/x/)\n\nAPI:\n- [a](b)'), '');
});

test('memberDescription keeps paragraphs and joins wrapped lines', () => {
  assert.equal(memberDescription('One\nline.\n\nTwo.'), 'One line.\n\nTwo.');
});

test('readDoc reads @default and @deprecated', () => {
  assert.deepEqual(
    readDoc({
      description: 'Select the pageSize dynamically using the component UI.',
      tags: [{ name: 'default', text: '[25, 50, 100]' }],
    }),
    { description: 'Select the pageSize dynamically using the component UI.', default: '[25, 50, 100]' },
  );
  assert.deepEqual(
    readDoc({ description: 'Old.', tags: [{ name: 'deprecated', text: 'Use `b`\ninstead.' }] }),
    {
      description: 'Old.',
      deprecated: 'Use `b` instead.',
    },
  );
  assert.deepEqual(readDoc({ tags: [{ name: 'deprecated' }] }), { description: '', deprecated: '' });
  assert.deepEqual(readDoc({}), { description: '' });
});

test("tidyDocText leaves out maintainers' TODO notes up to the end of their paragraph", () => {
  assert.equal(
    tidyDocText('Gets the list of row ids. TODO rows v6: Rename or remove ?'),
    'Gets the list of row ids.',
  );
  assert.equal(
    tidyDocText(
      'Only in Premium. TODO: move it to the premium\npackage (column types).\n\nSecond paragraph.',
    ),
    'Only in Premium.\n\nSecond paragraph.',
  );
});
