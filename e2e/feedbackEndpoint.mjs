/**
 * The feedback endpoint `npm test` builds the site with (scripts/check.mjs).
 * Nothing listens there: e2e/feedback.test.mjs routes requests for it to a
 * real receiver it starts on 127.0.0.1 with a free port.
 */
export const E2E_FEEDBACK_ENDPOINT = 'http://127.0.0.1:9/feedback';
