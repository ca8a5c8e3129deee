import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvField, toCsv } from './csv.mjs';

test('quotes commas, quotes and line breaks', () => {
  assert.equal(csvField('plain'), 'plain');
  assert.equal(csvField('a, b'), '"a, b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('two\nlines'), '"two\nlines"');
});

test('defuses text a spreadsheet would run as a formula', () => {
  assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvField('+1'), "'+1");
  assert.equal(csvField('@cmd'), "'@cmd");
});

test('writes a header and one row per submission, with empty optional fields', () => {
  const csv = toCsv([
    {
      receivedAt: '2025-01-02T03:04:05.000Z',
      id: '0b6f3f7e-2f43-4c53-9d7e-0a1b2c3d4e5f',
      page: '/x/',
      version: 'v7',
      language: 'zh',
      rating: 'no',
      comment: '缺少示例, 请补充',
    },
  ]);
  assert.equal(
    csv,
    'receivedAt,id,page,version,language,rating,section,comment\r\n' +
      '2025-01-02T03:04:05.000Z,0b6f3f7e-2f43-4c53-9d7e-0a1b2c3d4e5f,/x/,v7,zh,no,,"缺少示例, 请补充"\r\n',
  );
});
