/**
 * Load check, loopback only and bounded: 2,000 submissions (each sent twice,
 * as a reader's retry would) through 32 concurrent connections, then a
 * restart. None may be lost and none stored twice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readRecords } from './store.mjs';
import { post, startTestReceiver, temporaryDirectory, validFeedback } from './testing.mjs';

const SUBMISSIONS = 2000;
const CONCURRENCY = 32;

test(
  `${SUBMISSIONS} submissions, each sent twice, ${CONCURRENCY} at a time: none lost, none duplicated`,
  { timeout: 45_000 },
  async () => {
    const directory = temporaryDirectory();
    const storePath = join(directory.path, 'feedback.jsonl');
    // One client address sends everything here, so the per-address limit is lifted for this check.
    const { receiver, endpoint } = await startTestReceiver({
      storePath,
      rateLimitPerMinute: 10 * SUBMISSIONS,
    });
    try {
      const submissions = Array.from({ length: SUBMISSIONS }, (_, index) =>
        validFeedback({ rating: index % 2 ? 'yes' : 'no', comment: `comment ${index}` }),
      );
      const sends = [...submissions, ...submissions];
      const statuses = new Map();
      let next = 0;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < sends.length) {
            const feedback = sends[next++];
            const response = await post(endpoint, feedback);
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `load check: ${sends.length} requests in ${seconds.toFixed(1)} s (${Math.round(sends.length / seconds)}/s)`,
      );
      assert.deepEqual(Object.fromEntries(statuses), { 201: SUBMISSIONS, 200: SUBMISSIONS });
    } finally {
      await receiver.close();
    }

    const records = readRecords(storePath);
    const ids = records.map((record) => record.id);
    assert.equal(records.length, SUBMISSIONS, 'every submission stored exactly once');
    assert.equal(new Set(ids).size, SUBMISSIONS, 'no id stored twice');
    directory.remove();
  },
);
