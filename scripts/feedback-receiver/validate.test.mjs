import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCHEMA, codePointLength, validateFeedback } from './validate.mjs';
import { validFeedback } from './testing.mjs';

const problemsOf = (body) => {
  const result = validateFeedback(body);
  assert.equal(result.ok, false, 'expected a rejection');
  return result.problems;
};

test('accepts a complete submission and trims its comment', () => {
  const result = validateFeedback(validFeedback({ comment: '  Helpful.\n', section: 'peer-dependencies' }));
  assert.equal(result.ok, true);
  assert.equal(result.feedback.comment, 'Helpful.');
  assert.equal(result.feedback.section, 'peer-dependencies');
});

test('accepts an empty comment and a Chinese page', () => {
  const result = validateFeedback(validFeedback({ comment: '', language: 'zh', rating: 'no' }));
  assert.equal(result.ok, true);
});

test('rejects a body that is not an object', () => {
  for (const body of [null, [], 'yes', 3]) {
    assert.deepEqual(problemsOf(body), [{ field: '(body)', problem: 'must be a JSON object' }]);
  }
});

test('rejects wrong types, naming each field', () => {
  const problems = problemsOf(validFeedback({ id: 7, page: null, comment: ['a'], section: false }));
  assert.deepEqual(
    problems.map((entry) => entry.field),
    ['id', 'page', 'comment', 'section'],
  );
  assert.match(problems[0].problem, /must be a string, got number/);
});

test('rejects an unknown rating', () => {
  const [problem] = problemsOf(validFeedback({ rating: 'maybe' }));
  assert.deepEqual(problem, { field: 'rating', problem: 'unknown rating "maybe"; expected one of: yes, no' });
});

test('rejects missing and unknown fields', () => {
  const withoutRating = validFeedback({ email: 'a@b.c' });
  delete withoutRating.rating;
  assert.deepEqual(problemsOf(withoutRating), [
    { field: 'email', problem: 'is not a known field' },
    { field: 'rating', problem: 'is required' },
  ]);
});

test('limits the comment to 2,000 characters after trimming, counting code points', () => {
  assert.equal(SCHEMA.properties.comment.maxLength, 2000);
  assert.equal(validateFeedback(validFeedback({ comment: `  ${'a'.repeat(2000)}  ` })).ok, true);
  assert.equal(validateFeedback(validFeedback({ comment: '😀'.repeat(2000) })).ok, true);
  assert.deepEqual(problemsOf(validFeedback({ comment: 'a'.repeat(2001) })), [
    { field: 'comment', problem: 'must be at most 2000 characters' },
  ]);
  assert.equal(codePointLength('😀文a'), 3);
});

test('rejects malformed ids, paths, versions, languages and sections', () => {
  const cases = {
    id: 'not-a-uuid',
    page: 'x/relative/',
    version: '../v7',
    language: 'english',
    section: 'two words',
  };
  for (const [field, value] of Object.entries(cases)) {
    assert.deepEqual(problemsOf(validFeedback({ [field]: value })), [
      { field, problem: 'has an invalid format' },
    ]);
  }
  assert.deepEqual(problemsOf(validFeedback({ page: `/${'a'.repeat(300)}` })), [
    { field: 'page', problem: 'must be at most 300 characters' },
  ]);
});
