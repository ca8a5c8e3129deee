import { revealQueuedBoundaries } from './revealStreamedHtml';

test('reveals the queued placeholder/content pairs through the runtime, at once', () => {
  const queue = ['placeholder-1', 'content-1', 'placeholder-2', 'content-2'];
  const reveal = jest.fn((pairs: string[]) => {
    pairs.length = 0; // React's $RV empties the queue it revealed
  });
  expect(revealQueuedBoundaries({ $RB: queue, $RV: reveal })).toBe(2);
  expect(reveal).toHaveBeenCalledTimes(1);
  expect(reveal).toHaveBeenCalledWith(queue);
  expect(queue).toEqual([]);
});

test('does nothing on a page without streamed boundaries, or with an empty queue', () => {
  const reveal = jest.fn();
  expect(revealQueuedBoundaries({})).toBe(0);
  expect(revealQueuedBoundaries({ $RB: [], $RV: reveal })).toBe(0);
  expect(revealQueuedBoundaries({ $RB: 'not a queue', $RV: reveal })).toBe(0);
  expect(revealQueuedBoundaries({ $RB: ['a', 'b'], $RV: 'not a function' })).toBe(0);
  expect(reveal).not.toHaveBeenCalled();
});
