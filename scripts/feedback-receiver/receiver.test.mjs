import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { join } from 'node:path';
import { readRecords } from './store.mjs';
import { MAX_BODY_BYTES } from './receiver.mjs';
import { SITE_ORIGIN, post, startTestReceiver, temporaryDirectory, validFeedback } from './testing.mjs';

const directory = temporaryDirectory();
const storePath = join(directory.path, 'feedback.jsonl');
let time = 1_700_000_000_000;
let running;

before(async () => {
  running = await startTestReceiver({ storePath, rateLimitPerMinute: 1000, now: () => time });
});
after(async () => {
  await running.receiver.close();
  directory.remove();
});

async function expectRefusal(response, status, error) {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type'), /^application\/json/);
  const body = await response.json();
  assert.equal(body.error, error);
  assert.equal(typeof body.message, 'string');
  return body;
}

test('stores a valid submission (201), answers a repeat with 200 and stores it once', async () => {
  const feedback = validFeedback({ comment: '  Thanks  ' });
  const first = await post(running.endpoint, feedback);
  assert.equal(first.status, 201);
  assert.deepEqual(await first.json(), { status: 'stored', id: feedback.id });
  assert.equal(first.headers.get('access-control-allow-origin'), SITE_ORIGIN);

  const again = await post(running.endpoint, feedback);
  assert.equal(again.status, 200);
  assert.deepEqual(await again.json(), { status: 'duplicate', id: feedback.id });

  const stored = readRecords(storePath).filter((record) => record.id === feedback.id);
  assert.deepEqual(stored, [{ ...feedback, comment: 'Thanks', receivedAt: new Date(time).toISOString() }]);
});

test('answers the preflight of the site origin only', async () => {
  const preflight = (origin) =>
    fetch(running.endpoint, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
  const allowed = await preflight(SITE_ORIGIN);
  assert.equal(allowed.status, 204);
  assert.equal(allowed.headers.get('access-control-allow-origin'), SITE_ORIGIN);
  assert.equal(allowed.headers.get('access-control-allow-methods'), 'POST');
  assert.equal(allowed.headers.get('access-control-allow-headers'), 'Content-Type');
  assert.equal(allowed.headers.get('access-control-allow-credentials'), null);

  const other = await preflight('https://elsewhere.example');
  await expectRefusal(other, 403, 'origin_not_allowed');
  assert.equal(other.headers.get('access-control-allow-origin'), null);
});

test('refuses a POST from another origin without storing it', async () => {
  const feedback = validFeedback();
  const response = await post(running.endpoint, feedback, { Origin: 'https://elsewhere.example' });
  await expectRefusal(response, 403, 'origin_not_allowed');
  assert.equal(response.headers.get('access-control-allow-origin'), null);
  assert.equal(
    readRecords(storePath).some((record) => record.id === feedback.id),
    false,
  );
});

test('refuses wrong types with the fields named', async () => {
  const body = await expectRefusal(
    await post(running.endpoint, validFeedback({ comment: 42, language: ['en'] })),
    400,
    'invalid_feedback',
  );
  assert.deepEqual(
    body.details.map((entry) => entry.field),
    ['language', 'comment'],
  );
});

test('refuses an unknown rating', async () => {
  const body = await expectRefusal(
    await post(running.endpoint, validFeedback({ rating: 'meh' })),
    400,
    'invalid_feedback',
  );
  assert.deepEqual(body.details, [
    { field: 'rating', problem: 'unknown rating "meh"; expected one of: yes, no' },
  ]);
});

test('refuses a comment over 2,000 characters', async () => {
  const body = await expectRefusal(
    await post(running.endpoint, validFeedback({ comment: 'a'.repeat(2001) })),
    400,
    'invalid_feedback',
  );
  assert.deepEqual(body.details, [{ field: 'comment', problem: 'must be at most 2000 characters' }]);
});

test('refuses a body that is not JSON, or not sent as JSON', async () => {
  await expectRefusal(await post(running.endpoint, '{"id": '), 400, 'invalid_json');
  await expectRefusal(
    await post(running.endpoint, JSON.stringify(validFeedback()), { 'Content-Type': 'text/plain' }),
    415,
    'unsupported_media_type',
  );
});

test('refuses an oversize body with 413', async () => {
  const padding = 'a'.repeat(MAX_BODY_BYTES);
  await expectRefusal(
    await post(running.endpoint, validFeedback({ comment: padding })),
    413,
    'body_too_large',
  );
});

test('refuses an oversize body sent without a length (chunked) with 413', async () => {
  const url = new URL(running.endpoint);
  const { status, body } = await new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    for (let i = 0; i < 8; i += 1) req.write('x'.repeat(MAX_BODY_BYTES / 4));
    req.end();
  });
  assert.equal(status, 413);
  assert.equal(body.error, 'body_too_large');
});

test('refuses other methods and paths', async () => {
  const get = await fetch(running.endpoint);
  await expectRefusal(get, 405, 'method_not_allowed');
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  await expectRefusal(await fetch(`${running.url}/admin`), 404, 'not_found');
});

test('refuses too many submissions from one address in a minute, then accepts again', async () => {
  const limitedDirectory = temporaryDirectory();
  let clock = 0;
  const limited = await startTestReceiver({
    storePath: join(limitedDirectory.path, 'feedback.jsonl'),
    rateLimitPerMinute: 3,
    now: () => clock,
  });
  try {
    for (let i = 0; i < 3; i += 1) assert.equal((await post(limited.endpoint, validFeedback())).status, 201);
    const refused = await post(limited.endpoint, validFeedback());
    await expectRefusal(refused, 429, 'too_many_requests');
    assert.equal(refused.headers.get('retry-after'), '60');
    assert.equal(
      refused.headers.get('access-control-allow-origin'),
      SITE_ORIGIN,
      'the site can read the refusal',
    );
    clock += 60_000;
    assert.equal((await post(limited.endpoint, validFeedback())).status, 201);
    assert.equal(limited.receiver.store.count, 4);
  } finally {
    await limited.receiver.close();
    limitedDirectory.remove();
  }
});
