import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore, readRecords } from './store.mjs';
import { temporaryDirectory, validFeedback } from './testing.mjs';

const directory = temporaryDirectory();
after(directory.remove);

test('appends one line per submission, durable across reopening, and stores a repeated id once', async () => {
  const path = join(directory.path, 'nested', 'a.jsonl');
  const store = await openStore(path);
  const first = validFeedback();
  assert.equal(await store.append(first, new Date('2025-01-01T00:00:00Z')), 'stored');
  assert.equal(await store.append({ ...first, comment: 'again' }), 'duplicate');
  await store.close();

  const reopened = await openStore(path);
  assert.equal(reopened.count, 1);
  assert.equal(await reopened.append(first), 'duplicate', 'ids survive a restart');
  assert.equal(await reopened.append(validFeedback()), 'stored');
  await reopened.close();

  const records = readRecords(path);
  assert.equal(records.length, 2);
  assert.deepEqual(records[0], { ...first, receivedAt: '2025-01-01T00:00:00.000Z' });
});

test('concurrent appends are all written, each exactly once', async () => {
  const path = join(directory.path, 'b.jsonl');
  const store = await openStore(path);
  const submissions = Array.from({ length: 200 }, () => validFeedback());
  const outcomes = await Promise.all(
    [...submissions, ...submissions].map((feedback) => store.append(feedback)),
  );
  assert.equal(outcomes.filter((outcome) => outcome === 'stored').length, 200);
  await store.close();
  assert.equal(new Set(readRecords(path).map((record) => record.id)).size, 200);
  assert.equal(readRecords(path).length, 200);
});

test('an unacknowledged partial last line is dropped before appending', async () => {
  const path = join(directory.path, 'c.jsonl');
  const store = await openStore(path);
  await store.append(validFeedback());
  await store.close();
  appendFileSync(path, '{"id":"torn');

  const reopened = await openStore(path);
  await reopened.append(validFeedback());
  await reopened.close();
  assert.equal(readRecords(path).length, 2);
  assert.doesNotMatch(readFileSync(path, 'utf8'), /torn/);
});
