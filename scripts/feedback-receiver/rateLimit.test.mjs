import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WINDOW_MS, createRateLimiter } from './rateLimit.mjs';

test('allows the limit per address per minute, then refuses with the time left', () => {
  let time = 1_000_000;
  const limiter = createRateLimiter({ limit: 3, now: () => time });
  for (let i = 0; i < 3; i += 1) assert.deepEqual(limiter.hit('10.0.0.1'), { allowed: true });
  time += 20_000;
  assert.deepEqual(limiter.hit('10.0.0.1'), { allowed: false, retryAfterSeconds: 40 });
  assert.deepEqual(limiter.hit('10.0.0.2'), { allowed: true }, 'another address has its own budget');
  time += 40_000;
  assert.deepEqual(limiter.hit('10.0.0.1'), { allowed: true }, 'a new minute starts afresh');
});

test('forgets idle addresses, so memory stays bounded', () => {
  let time = 0;
  const limiter = createRateLimiter({ limit: 1, now: () => time });
  for (let i = 0; i < 100; i += 1) limiter.hit(`10.0.${i}.1`);
  assert.equal(limiter.size, 100);
  time += WINDOW_MS;
  limiter.hit('10.0.0.200');
  assert.equal(limiter.size, 1);
});
