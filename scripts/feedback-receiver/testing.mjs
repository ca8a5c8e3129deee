// @ts-check
/** Helpers shared by the receiver's tests: a valid submission and a receiver on a free loopback port. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReceiver } from './receiver.mjs';

export const SITE_ORIGIN = 'http://127.0.0.1:3000';

/** @param {Partial<Record<string, unknown>>} [overrides] */
export function validFeedback(overrides = {}) {
  return {
    id: randomUUID(),
    page: '/x/react-data-grid/editing/',
    version: '8.0.0-alpha.1',
    language: 'en',
    rating: 'yes',
    comment: 'Clear examples.',
    ...overrides,
  };
}

export function temporaryDirectory() {
  const path = mkdtempSync(join(tmpdir(), 'x-docs-feedback-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A receiver on 127.0.0.1, port 0, storing into `storePath`.
 * @param {Partial<import('./receiver.mjs').ReceiverOptions> & { storePath: string }} options
 */
export async function startTestReceiver(options) {
  const receiver = await createReceiver({ allowedOrigins: [SITE_ORIGIN], ...options });
  const url = await receiver.listen(0);
  return { receiver, url, endpoint: `${url}/feedback` };
}

/**
 * POSTs a JSON value (or raw text) the way the site does.
 * @param {string} endpoint
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function post(endpoint, body, headers = {}) {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
