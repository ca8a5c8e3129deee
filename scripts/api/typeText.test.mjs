import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  expansionOf,
  isElementReturn,
  normalizeType,
  splitTopLevel,
  unionMembers,
  unwrapParens,
} from './typeText.mjs';

test('normalizeType collapses whitespace and foreign import qualifiers', () => {
  assert.equal(
    normalizeType('ReadonlyArray<number | {\n    value: number;\n    label: string;\n  }>'),
    'ReadonlyArray<number | { value: number; label: string }>',
  );
  assert.equal(normalizeType('import("/x/react").ReactNode'), 'ReactNode');
  assert.equal(normalizeType('{\n  /** The id. */\n  id: string;\n}'), '{ id: string }');
});

test('splitTopLevel splits only top-level unions', () => {
  assert.deepEqual(splitTopLevel("'cell' | 'row'"), ["'cell'", "'row'"]);
  assert.deepEqual(splitTopLevel('(a: A | B) => void | null'), ['(a: A | B) => void', 'null']);
  assert.deepEqual(splitTopLevel("Array<'a' | 'b'> | { c: 'x|y' }"), ["Array<'a' | 'b'>", "{ c: 'x|y' }"]);
  assert.deepEqual(splitTopLevel('string'), ['string']);
});

test('unionMembers folds booleans and drops undefined', () => {
  assert.deepEqual(unionMembers(['undefined', 'false', 'true', "'a'"]), ['boolean', "'a'"]);
});

test('expansionOf offers members only when the declared text hides them', () => {
  assert.deepEqual(expansionOf('GridDensity', ["'compact'", "'standard'", "'comfortable'"]), [
    "'compact'",
    "'standard'",
    "'comfortable'",
  ]);
  assert.equal(expansionOf("'cell' | 'row'", ["'cell'", "'row'", 'undefined']), null);
  assert.equal(expansionOf('boolean', ['false', 'true']), null);
  assert.equal(expansionOf('number', ['number']), null);
  assert.equal(expansionOf('Huge', ['a', 'x'.repeat(200)]), null);
});

test('isElementReturn recognises what components return', () => {
  assert.equal(isElementReturn('Element'), true);
  assert.equal(isElementReturn('Element | null'), true);
  assert.equal(isElementReturn('ReactNode'), true);
  assert.equal(isElementReturn('ReactNode | Promise<ReactNode>'), true);
  assert.equal(isElementReturn('React.ReactElement<any, any> | null'), true);
  assert.equal(isElementReturn('null'), false);
  assert.equal(isElementReturn('void'), false);
  assert.equal(isElementReturn('string'), false);
  assert.equal(isElementReturn('GridColDef'), false);
});

test('unwrapParens drops parentheses around the whole type only', () => {
  assert.equal(unwrapParens('((item: R) => string)'), '(item: R) => string');
  assert.equal(unwrapParens('(a: A) => (B)'), '(a: A) => (B)');
  assert.equal(unwrapParens('(A | B)[]'), '(A | B)[]');
});
