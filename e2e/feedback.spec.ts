/**
 * Page feedback, end to end: the built site and a real receiver on 127.0.0.1.
 *
 * The build's endpoint is fixed at build time (the e2e profile's
 * E2E_FEEDBACK_ENDPOINT), while the receiver listens on a free port; the page's
 * request for the endpoint is forwarded to the receiver as sent (method,
 * headers with Origin, body) and the receiver's real answer, CORS headers
 * included, is returned to the page. Playwright itself answers CORS
 * preflights of routed requests; the receiver's own preflight answers are
 * covered by scripts/feedback-receiver/receiver.test.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CURRENT_VERSION_LABEL } from '../src/data/versions';
import { expect, siteUrl, test, visit } from './fixtures';
import { E2E_FEEDBACK_ENDPOINT } from './profile';

const SITE_ORIGIN = new URL(siteUrl('/')).origin;
const FAILURE = "Couldn't submit feedback. Please try again later.";

// A refused connection is what these tests provoke on purpose.
test.use({ allowedConsole: /net::ERR_CONNECTION_REFUSED/ });

interface Receiver {
  listen: (port: number, host: string) => Promise<string>;
  close: () => Promise<void>;
}

test('yes with a comment is stored; with the receiver down the comment stays; a resubmit is stored once', async ({
  page,
}) => {
  const directory = mkdtempSync(join(tmpdir(), 'x-docs-feedback-e2e-'));
  const storePath = join(directory, 'feedback.jsonl');
  let receiver: Receiver | undefined;
  let endpoint = '';
  // The receiver is an ES module: loaded as one.
  const { createReceiver } = await import('../scripts/feedback-receiver/receiver.mjs');
  const { readRecords } = await import('../scripts/feedback-receiver/store.mjs');
  const start = async () => {
    receiver = (await createReceiver({ storePath, allowedOrigins: [SITE_ORIGIN] })) as Receiver;
    endpoint = `${await receiver.listen(0, '127.0.0.1')}/feedback`;
  };
  const stop = async () => {
    await receiver?.close();
    receiver = undefined;
  };
  const answers: { status: number; cors: string | undefined }[] = [];
  await routeToReceiver(page, () => endpoint, answers);
  try {
    await start();
    await visit(page, '/x/introduction/installation/#peer-dependencies');

    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    const yes = feedback.getByRole('button', { name: 'Yes', exact: true });
    const no = feedback.getByRole('button', { name: 'No', exact: true });
    const comment = feedback.getByRole('textbox');

    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await comment.fill('The peer dependency table answered my question.');
    await feedback.getByRole('button', { name: 'Submit' }).click();
    await expect(
      feedback.getByRole('status').getByText('Thank you! Your feedback was submitted.'),
    ).toBeVisible();
    expect(answers).toEqual([{ status: 201, cors: SITE_ORIGIN }]);
    const [first = {}] = readRecords(storePath) as Record<string, unknown>[];
    expect({ ...first, id: typeof first.id, receivedAt: typeof first.receivedAt }).toEqual({
      id: 'string',
      page: '/x/introduction/installation/',
      version: CURRENT_VERSION_LABEL,
      language: 'en',
      rating: 'yes',
      comment: 'The peer dependency table answered my question.',
      section: 'peer-dependencies',
      receivedAt: 'string',
    });

    // The receiver goes away: the reader keeps their words and sees the exact message.
    await stop();
    await no.click();
    await comment.fill('Please add a yarn example.');
    await comment.press('Control+Enter');
    await expect(feedback.getByRole('alert').getByText(FAILURE, { exact: true })).toBeVisible();
    await expect(comment).toHaveValue('Please add a yarn example.');

    // Back up (same store, new port): the same submission goes through, once.
    await start();
    await feedback.getByRole('button', { name: 'Submit' }).click();
    await expect(feedback.getByRole('status')).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    const records = readRecords(storePath);
    expect(records).toHaveLength(2);
    expect(
      records
        .filter((record) => record.comment === 'Please add a yarn example.')
        .map((record) => record.rating),
    ).toEqual(['no']);

    // The reader's rating is there when they come back.
    await visit(page, '/x/introduction/installation/');
    await expect(
      page
        .getByRole('region', { name: 'Was this page helpful?' })
        .getByRole('button', { name: 'No', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await stop();
    rmSync(directory, { recursive: true, force: true });
  }
});

/** Forwards the page's feedback requests to the running receiver; a stopped receiver refuses the connection. */
async function routeToReceiver(
  page: Page,
  endpoint: () => string,
  answers: { status: number; cors: string | undefined }[],
) {
  await page.route(E2E_FEEDBACK_ENDPOINT, async (route) => {
    let response;
    try {
      response = await route.fetch({ url: endpoint(), maxRetries: 0 });
    } catch {
      return route.abort('connectionrefused');
    }
    answers.push({ status: response.status(), cors: response.headers()['access-control-allow-origin'] });
    return route.fulfill({ response });
  });
}

test('the footer holds the question, "Edit this page" and previous/next together, in Chinese too', async ({
  page,
}) => {
  await visit(page, '/x/zh/introduction/installation/');
  const layout = await page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby]');
    const footer = section?.parentElement;
    return {
      question: section?.querySelector('p')?.textContent,
      buttons: Array.from(section?.querySelectorAll('button') ?? []).map((button) => button.textContent),
      paginationInFooter: Boolean(
        footer?.querySelector('.pagination-nav__link--prev, .pagination-nav__link--next'),
      ),
      paginations: document.querySelectorAll('.pagination-nav').length,
      editInFooter: Boolean(footer?.querySelector('a.theme-edit-this-page')),
    };
  });
  expect(layout).toEqual({
    question: '这个页面对你有帮助吗？',
    buttons: ['是', '否'],
    paginationInFooter: true,
    paginations: 1,
    editInFooter: true,
  });

  // No request leaves the page until the reader submits, and a failure reads in Chinese.
  await page.route(E2E_FEEDBACK_ENDPOINT, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: '否', exact: true }).click();
  await page.getByRole('textbox').fill('示例不够');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(
    page.getByRole('alert').getByText('无法提交反馈，请稍后再试。', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveValue('示例不够');
});
