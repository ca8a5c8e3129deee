/**
 * Page feedback, end to end: the built site and a real receiver on 127.0.0.1.
 *
 * The build's endpoint is fixed at build time (npm test builds with
 * E2E_FEEDBACK_ENDPOINT), while the receiver listens on a free port; the page's
 * request for the endpoint is forwarded to the receiver as sent (method,
 * headers with Origin, body) and the receiver's real answer, CORS headers
 * included, is returned to the page. Playwright itself answers CORS
 * preflights of routed requests; the receiver's own preflight answers are
 * covered by scripts/feedback-receiver/receiver.test.mjs.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL, launchBrowser, openPage, visit } from './harness.mjs';
import { E2E_FEEDBACK_ENDPOINT } from './feedbackEndpoint.mjs';
import { createReceiver } from '../scripts/feedback-receiver/receiver.mjs';
import { readRecords } from '../scripts/feedback-receiver/store.mjs';

const SITE_ORIGIN = new URL(BASE_URL).origin;
const FAILURE = "Couldn't submit feedback. Please try again later.";
const directory = mkdtempSync(join(tmpdir(), 'x-docs-feedback-e2e-'));
const storePath = join(directory, 'feedback.jsonl');

let browser;
/** The receiver currently running, if any, and where it listens. */
let receiver;
let receiverEndpoint;

async function startReceiver() {
  receiver = await createReceiver({ storePath, allowedOrigins: [SITE_ORIGIN] });
  receiverEndpoint = `${await receiver.listen(0, '127.0.0.1')}/feedback`;
}

async function stopReceiver() {
  await receiver.close();
  receiver = undefined;
}

before(async () => {
  const scripts = readdirSync('build/assets/js').map((name) =>
    readFileSync(join('build/assets/js', name), 'utf8'),
  );
  assert.ok(
    scripts.some((text) => text.includes(E2E_FEEDBACK_ENDPOINT)),
    `build/ has no feedback endpoint; npm test builds with FEEDBACK_ENDPOINT=${E2E_FEEDBACK_ENDPOINT} (do the same for a standalone run)`,
  );
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (receiver) await stopReceiver();
  rmSync(directory, { recursive: true, force: true });
});

/** Console problems other than the refused connection the tests cause on purpose. */
const unexpected = (problems) =>
  problems.filter((problem) => !problem.includes('net::ERR_CONNECTION_REFUSED'));

/** Forwards the page's feedback requests to the running receiver; a stopped receiver refuses the connection. */
async function routeToReceiver(page, answers) {
  await page.route(E2E_FEEDBACK_ENDPOINT, async (route) => {
    let response;
    try {
      response = await route.fetch({ url: receiverEndpoint, maxRetries: 0 });
    } catch {
      return route.abort('connectionrefused');
    }
    answers.push({ status: response.status(), cors: response.headers()['access-control-allow-origin'] });
    return route.fulfill({ response });
  });
}

test('yes with a comment is stored; with the receiver down the comment stays; a resubmit is stored once', async () => {
  await startReceiver();
  const { context, page, problems } = await openPage(browser);
  const answers = [];
  await routeToReceiver(page, answers);
  await visit(page, '/x/introduction/installation/#peer-dependencies');

  const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
  const yes = feedback.getByRole('button', { name: 'Yes', exact: true });
  const no = feedback.getByRole('button', { name: 'No', exact: true });
  const comment = feedback.getByRole('textbox');

  await yes.click();
  assert.equal(await yes.getAttribute('aria-pressed'), 'true');
  await comment.fill('The peer dependency table answered my question.');
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await feedback.getByRole('status').getByText('Thank you! Your feedback was submitted.').waitFor();
  assert.deepEqual(answers, [{ status: 201, cors: SITE_ORIGIN }]);
  const [first] = readRecords(storePath);
  assert.deepEqual(
    { ...first, id: typeof first.id, receivedAt: typeof first.receivedAt },
    {
      id: 'string',
      page: '/x/introduction/installation/',
      version: '8.0.0-alpha.1',
      language: 'en',
      rating: 'yes',
      comment: 'The peer dependency table answered my question.',
      section: 'peer-dependencies',
      receivedAt: 'string',
    },
  );

  // The receiver goes away: the reader keeps their words and sees the exact message.
  await stopReceiver();
  await no.click();
  await comment.fill('Please add a yarn example.');
  await comment.press('Control+Enter');
  await feedback.getByRole('alert').getByText(FAILURE, { exact: true }).waitFor();
  assert.equal(await comment.inputValue(), 'Please add a yarn example.');

  // Back up (same store, new port): the same submission goes through, once.
  await startReceiver();
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await feedback.getByRole('status').waitFor();
  await feedback.getByRole('button', { name: 'Submit' }).waitFor({ state: 'detached' });
  const records = readRecords(storePath);
  assert.equal(records.length, 2);
  assert.deepEqual(
    records
      .filter((record) => record.comment === 'Please add a yarn example.')
      .map((record) => record.rating),
    ['no'],
  );

  // The reader's rating is there when they come back.
  await visit(page, '/x/introduction/installation/');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button[aria-pressed="true"]')].some(
      (button) => button.textContent === 'No',
    ),
  );
  assert.deepEqual(unexpected(problems), []);
  await context.close();
  await stopReceiver();
});

test('the footer holds the question, "Edit this page" and previous/next together, in Chinese too', async () => {
  const { context, page, problems } = await openPage(browser);
  await visit(page, '/x/zh/introduction/installation/');
  const layout = await page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby]');
    const footer = section?.parentElement;
    return {
      question: section?.querySelector('p')?.textContent,
      buttons: [...(section?.querySelectorAll('button') ?? [])].map((button) => button.textContent),
      paginationInFooter: Boolean(
        footer?.querySelector('.pagination-nav__link--prev, .pagination-nav__link--next'),
      ),
      paginations: document.querySelectorAll('.pagination-nav').length,
      editInFooter: Boolean(footer?.querySelector('a.theme-edit-this-page')),
    };
  });
  assert.deepEqual(layout, {
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
  await page.getByRole('alert').getByText('无法提交反馈，请稍后再试。', { exact: true }).waitFor();
  assert.equal(await page.getByRole('textbox').inputValue(), '示例不够');
  assert.deepEqual(unexpected(problems), []);
  await context.close();
});
