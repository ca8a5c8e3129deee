// @ts-check
/**
 * The feedback receiver: one node:http server that accepts POST /feedback
 * from the documentation site, validates it against feedback.schema.json and
 * stores it durably (store.mjs). Every refusal is a 4xx with a JSON body
 * `{ error, message, details? }`. CORS headers go only to the configured
 * site origins.
 */
import { createServer } from 'node:http';
import { openStore } from './store.mjs';
import { createRateLimiter } from './rateLimit.mjs';
import { validateFeedback } from './validate.mjs';

export const FEEDBACK_PATH = '/feedback';
/** Largest accepted body: 2,000 code points escaped as JSON, plus the other fields, fit well within it. */
export const MAX_BODY_BYTES = 32 * 1024;
/** A body larger than this is not read to its end: the connection is closed after the 413. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * @typedef {object} ReceiverOptions
 * @property {string} storePath           JSON-lines file the submissions are appended to
 * @property {string[]} allowedOrigins    site origins that get CORS headers, e.g. https://mui.com
 * @property {number} [rateLimitPerMinute] POSTs accepted from one address per minute
 * @property {boolean} [trustProxy]       take the client address from the last X-Forwarded-For entry
 * @property {() => number} [now]         clock, for tests
 */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {object} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/**
 * @param {string} error
 * @param {string} message
 * @param {unknown} [details]
 */
const problem = (error, message, details) =>
  details === undefined ? { error, message } : { error, message, details };

/**
 * Reads the body, keeping at most MAX_BODY_BYTES of it. A body past
 * DRAIN_LIMIT_BYTES is given up on before its end (`complete: false`).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ ok: true, text: string } | { ok: false, complete: boolean }>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = Number(req.headers['content-length'] ?? 0);
    if (size > DRAIN_LIMIT_BYTES) return resolve({ ok: false, complete: false });
    size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) resolve({ ok: false, complete: false });
    });
    req.on('end', () =>
      resolve(
        size <= MAX_BODY_BYTES
          ? { ok: true, text: Buffer.concat(chunks).toString('utf8') }
          : { ok: false, complete: true },
      ),
    );
    req.on('error', reject);
  });
}

/**
 * @param {ReceiverOptions} options
 */
export async function createReceiver(options) {
  const store = await openStore(options.storePath);
  const allowed = new Set(options.allowedOrigins);
  const limiter = createRateLimiter({ limit: options.rateLimitPerMinute ?? 60, now: options.now });

  /** @param {import('node:http').IncomingMessage} req */
  function clientAddress(req) {
    const forwarded = req.headers['x-forwarded-for'];
    if (options.trustProxy && typeof forwarded === 'string') {
      const last = forwarded.split(',').at(-1)?.trim();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }

  /**
   * CORS headers for an allowed origin; none for any other.
   * @param {string | undefined} origin
   * @returns {Record<string, string>}
   */
  function corsHeaders(origin) {
    if (!origin || !allowed.has(origin)) return { Vary: 'Origin' };
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const origin = req.headers.origin;
    const cors = corsHeaders(origin);
    const path = new URL(req.url ?? '/', 'http://receiver').pathname;

    if (path === '/health' && req.method === 'GET') {
      return sendJson(res, 200, { status: 'ok', stored: store.count });
    }
    if (path !== FEEDBACK_PATH)
      return sendJson(res, 404, problem('not_found', `Feedback is posted to ${FEEDBACK_PATH}.`));
    if (origin !== undefined && !allowed.has(origin)) {
      return sendJson(
        res,
        403,
        problem('origin_not_allowed', `Origin ${origin} may not send feedback here.`),
        cors,
      );
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'POST') {
      return sendJson(res, 405, problem('method_not_allowed', 'Use POST.'), {
        ...cors,
        Allow: 'POST, OPTIONS',
      });
    }

    const limit = limiter.hit(clientAddress(req));
    if (!limit.allowed) {
      return sendJson(
        res,
        429,
        problem('too_many_requests', 'Too many submissions from this address; try again later.'),
        {
          ...cors,
          'Retry-After': String(limit.retryAfterSeconds),
        },
      );
    }
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return sendJson(
        res,
        415,
        problem('unsupported_media_type', 'Send the feedback as application/json.'),
        cors,
      );
    }
    const body = await readBody(req);
    if (!body.ok) {
      if (!body.complete) res.on('finish', () => req.destroy());
      return sendJson(
        res,
        413,
        problem('body_too_large', `The body may be at most ${MAX_BODY_BYTES} bytes.`),
        {
          ...cors,
          Connection: 'close',
        },
      );
    }
    /** @type {unknown} */
    let json;
    try {
      json = JSON.parse(body.text);
    } catch {
      return sendJson(res, 400, problem('invalid_json', 'The body is not valid JSON.'), cors);
    }
    const result = validateFeedback(json);
    if (!result.ok) {
      return sendJson(
        res,
        400,
        problem('invalid_feedback', 'The feedback does not match the schema.', result.problems),
        cors,
      );
    }
    const outcome = await store.append(result.feedback, new Date(options.now?.() ?? Date.now()));
    return sendJson(res, outcome === 'stored' ? 201 : 200, { status: outcome, id: result.feedback.id }, cors);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('feedback receiver: could not handle a request:', error);
      if (!res.headersSent)
        sendJson(res, 500, problem('internal_error', 'The feedback could not be stored.'));
      else res.destroy();
    });
  });
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;

  return {
    server,
    store,
    /**
     * Starts listening; resolves with the base URL (e.g. http://127.0.0.1:41234).
     * @param {number} port
     * @param {string} [host]
     */
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = /** @type {import('node:net').AddressInfo} */ (server.address());
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },
    /** Stops accepting connections, ends open ones, then flushes and closes the store. */
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof createReceiver>>} Receiver */
