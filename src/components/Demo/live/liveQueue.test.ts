import { createLiveQueue, STEP_LIMIT_MS } from './liveQueue';

beforeEach(() => jest.useFakeTimers());
/** Lets the queue's next task run. */
const nextTasks = () => jest.advanceTimersByTimeAsync(1);
afterEach(() => jest.useRealTimers());

/** A demo whose start is recorded and which goes live when the test says so. */
function demo(name: string, started: string[]) {
  let goLive: () => void = () => undefined;
  const live = new Promise<void>((resolve) => {
    goLive = resolve;
  });
  return {
    start: () => {
      started.push(name);
      return live;
    },
    goLive: () => goLive(),
  };
}

test('the next demo starts only after the one before it is live, a task later', async () => {
  const queue = createLiveQueue();
  const started: string[] = [];
  const grid = demo('grid', started);
  const chart = demo('chart', started);
  queue.enqueue(grid.start);
  queue.enqueue(chart.start);
  expect(started).toEqual([]); // not in the task that queued it
  await jest.advanceTimersByTimeAsync(0);
  expect(started).toEqual(['grid']);
  await jest.advanceTimersByTimeAsync(1000);
  expect(started).toEqual(['grid']);
  grid.goLive();
  await jest.advanceTimersByTimeAsync(0);
  expect(started).toEqual(['grid', 'chart']);
});

test('a demo that never goes live holds the queue for the step limit only', async () => {
  const queue = createLiveQueue();
  const started: string[] = [];
  queue.enqueue(demo('broken', started).start);
  queue.enqueue(demo('next', started).start);
  await nextTasks(); // t = 1 ms: 'broken' started at 0
  await jest.advanceTimersByTimeAsync(STEP_LIMIT_MS - 2);
  expect(started).toEqual(['broken']);
  await jest.advanceTimersByTimeAsync(1); // the limit
  await nextTasks();
  expect(started).toEqual(['broken', 'next']);
});

test('a demo whose start throws does not stop the queue', async () => {
  const queue = createLiveQueue();
  const started: string[] = [];
  queue.enqueue(() => {
    throw new Error('chunk failed');
  });
  const after = demo('after', started);
  queue.enqueue(after.start);
  await nextTasks();
  await nextTasks();
  expect(started).toEqual(['after']);
});

test('a demo queued after the queue emptied starts on its own', async () => {
  const queue = createLiveQueue();
  const started: string[] = [];
  const first = demo('first', started);
  queue.enqueue(first.start);
  await jest.advanceTimersByTimeAsync(0);
  first.goLive();
  await jest.advanceTimersByTimeAsync(0);
  queue.enqueue(demo('later', started).start);
  await jest.advanceTimersByTimeAsync(0);
  expect(started).toEqual(['first', 'later']);
});
