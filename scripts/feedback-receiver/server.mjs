#!/usr/bin/env node
// @ts-check
/**
 * `npm run feedback:receiver`: runs the feedback receiver until interrupted.
 * Settings come from FEEDBACK_* environment variables (see config.mjs).
 */
import { configFromEnv } from './config.mjs';
import { createReceiver } from './receiver.mjs';

const config = configFromEnv(process.env);
const receiver = await createReceiver(config);
const url = await receiver.listen(config.port, config.host);
console.log(`Feedback receiver: POST ${url}/feedback`);
console.log(`  store ${config.storePath} (${receiver.store.count} submissions)`);
console.log(`  CORS for ${config.allowedOrigins.join(', ')}`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    receiver.close().then(() => process.exit(0));
  });
}
