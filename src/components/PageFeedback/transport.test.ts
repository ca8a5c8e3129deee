import { SUBMIT_TIMEOUT_MS, submitFeedback } from './transport';
import type { FeedbackPayload } from './payload';

const payload: FeedbackPayload = {
  id: 'a7e0c2a4-1b2c-4d3e-8f40-5a6b7c8d9e0f',
  page: '/x/',
  version: '8.0.0-alpha.1',
  language: 'en',
  rating: 'yes',
  comment: '',
};
const ENDPOINT = 'https://feedback.example.com/feedback';

afterEach(() => jest.useRealTimers());

describe('submitFeedback', () => {
  it('POSTs the payload as JSON, without cookies, and reports success', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    await expect(submitFeedback(ENDPOINT, payload, fetchMock)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(init.body)).toEqual(payload);
  });

  it('reports an error answer and a network failure as failed', async () => {
    await expect(submitFeedback(ENDPOINT, payload, jest.fn().mockResolvedValue({ ok: false }))).resolves.toBe(
      false,
    );
    await expect(
      submitFeedback(ENDPOINT, payload, jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ).resolves.toBe(false);
  });

  it('fails without calling anything when no endpoint is configured', async () => {
    const fetchMock = jest.fn();
    await expect(submitFeedback(undefined, payload, fetchMock)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives up after 10 s without an answer', async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    let settled: boolean | undefined;
    void submitFeedback(ENDPOINT, payload, fetchMock as unknown as typeof fetch).then(
      (result) => (settled = result),
    );
    await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(SUBMIT_TIMEOUT_MS).toBe(10_000);
    expect(settled).toBe(false);
  });
});
