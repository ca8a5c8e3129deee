// @ts-check
/**
 * Append-only JSON-lines store. Each accepted submission is one line; a
 * submission is acknowledged only after its line is written and fsync'd.
 * Concurrent appends are written together (one write, one fsync), so the
 * store keeps up under load without giving up durability. Ids are kept in
 * memory: a repeated id is reported as a duplicate and not written again.
 */
import { mkdirSync, openSync, closeSync, fsyncSync, readFileSync, truncateSync, existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * @typedef {import('./validate.mjs').Feedback & { receivedAt: string }} StoredFeedback
 */

/**
 * Reads every complete line. A line that does not parse, or a last line
 * without its newline, is a write that was never acknowledged (the process
 * died or the disk failed mid-append); it is skipped.
 * @param {string} path
 * @returns {StoredFeedback[]}
 */
export function readRecords(path) {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  /** @type {StoredFeedback[]} */
  const records = [];
  for (const line of complete.split('\n')) {
    if (line.trim() === '') continue;
    try {
      records.push(JSON.parse(line));
    } catch {
      // An unacknowledged partial write; nothing was promised for it.
    }
  }
  return records;
}

/** Cuts an unacknowledged partial last line, so the next append starts on a fresh line. */
function dropTornTail(/** @type {string} */ path) {
  const text = readFileSync(path);
  const end = text.lastIndexOf(0x0a) + 1;
  if (end !== text.length) truncateSync(path, end);
}

/** Creates the file and makes its directory entry durable. */
function createDurably(/** @type {string} */ path) {
  mkdirSync(dirname(path), { recursive: true });
  closeSync(openSync(path, 'a'));
  const directory = openSync(dirname(path), 'r');
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}

/**
 * @param {string} path
 */
export async function openStore(path) {
  if (existsSync(path)) dropTornTail(path);
  else createDurably(path);
  const ids = new Set(readRecords(path).map((record) => record.id));
  const file = await open(path, 'a');

  /** @type {{ line: string, resolve: () => void, reject: (error: unknown) => void }[]} */
  let queue = [];
  /** @type {Promise<void> | undefined} */
  let flushing;

  async function flush() {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await file.write(batch.map((entry) => entry.line).join(''));
        await file.sync();
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = undefined;
  }

  return {
    path,
    /** Number of distinct submissions stored. */
    get count() {
      return ids.size;
    },
    /**
     * Stores one validated submission unless its id is already stored.
     * @param {import('./validate.mjs').Feedback} feedback
     * @param {Date} [receivedAt]
     * @returns {Promise<'stored' | 'duplicate'>}
     */
    async append(feedback, receivedAt = new Date()) {
      if (ids.has(feedback.id)) return 'duplicate';
      ids.add(feedback.id);
      /** @type {StoredFeedback} */
      const record = { ...feedback, receivedAt: receivedAt.toISOString() };
      const written = new Promise((resolve, reject) => {
        queue.push({ line: `${JSON.stringify(record)}\n`, resolve: () => resolve(undefined), reject });
      });
      flushing ??= flush();
      try {
        await written;
      } catch (error) {
        ids.delete(feedback.id);
        throw error;
      }
      return 'stored';
    },
    /** Waits for pending writes, then closes the file. */
    async close() {
      await flushing;
      await file.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openStore>>} Store */
