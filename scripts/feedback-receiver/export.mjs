#!/usr/bin/env node
// @ts-check
/**
 * `npm run feedback:export`: prints every stored submission as CSV.
 *
 *   npm run feedback:export                      the local store, to stdout
 *   npm run feedback:export -- feedback.csv      into a file
 *   FEEDBACK_STORE=/srv/feedback.jsonl npm run feedback:export
 */
import { writeFileSync } from 'node:fs';
import { configFromEnv } from './config.mjs';
import { toCsv } from './csv.mjs';
import { readRecords } from './store.mjs';

const { storePath } = configFromEnv(process.env);
const records = readRecords(storePath);
const csv = toCsv(records);
const out = process.argv[2];
if (out) {
  writeFileSync(out, csv);
  console.error(`${records.length} submissions from ${storePath} written to ${out}`);
} else {
  process.stdout.write(csv);
}
