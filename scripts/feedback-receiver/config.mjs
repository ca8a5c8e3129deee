// @ts-check
/**
 * Receiver settings from environment variables, with the defaults a writer
 * needs locally. Production sets FEEDBACK_ALLOWED_ORIGINS to the site's
 * origin (for example https://mui.com) and FEEDBACK_STORE to a durable disk.
 */
import { fileURLToPath } from 'node:url';

export const DEFAULT_STORE = fileURLToPath(new URL('./.data/feedback.jsonl', import.meta.url));
export const DEFAULT_PORT = 4100;
export const DEFAULT_RATE_LIMIT = 60;

/**
 * An origin is scheme://host[:port] with nothing after it.
 * @param {string} value
 */
export function isOrigin(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ host: string, port: number, storePath: string, allowedOrigins: string[], rateLimitPerMinute: number, trustProxy: boolean }}
 */
export function configFromEnv(env) {
  const origins = (env.FEEDBACK_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const wrong = origins.filter((origin) => !isOrigin(origin));
  if (wrong.length > 0) {
    throw new Error(`FEEDBACK_ALLOWED_ORIGINS: not an origin (scheme://host[:port]): ${wrong.join(', ')}`);
  }
  const port = Number(env.FEEDBACK_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`FEEDBACK_PORT: not a port: ${env.FEEDBACK_PORT}`);
  const rateLimitPerMinute = Number(env.FEEDBACK_RATE_LIMIT ?? DEFAULT_RATE_LIMIT);
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1) {
    throw new Error(`FEEDBACK_RATE_LIMIT: not a positive whole number: ${env.FEEDBACK_RATE_LIMIT}`);
  }
  return {
    host: env.FEEDBACK_HOST ?? '127.0.0.1',
    port,
    storePath: env.FEEDBACK_STORE ?? DEFAULT_STORE,
    allowedOrigins: origins,
    rateLimitPerMinute,
    trustProxy: env.FEEDBACK_TRUST_PROXY === '1',
  };
}
