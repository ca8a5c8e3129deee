/** Sends one payload to the receiver. Never throws: every failure, a timeout included, is `false`. */
import type { FeedbackPayload } from './payload';

/** A submission that has not been answered after this long counts as failed. */
export const SUBMIT_TIMEOUT_MS = 10_000;

export async function submitFeedback(
  endpoint: string | undefined,
  payload: FeedbackPayload,
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
): Promise<boolean> {
  if (endpoint === undefined || fetchImpl === undefined) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
