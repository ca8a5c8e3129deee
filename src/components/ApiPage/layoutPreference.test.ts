import { API_LAYOUT_KEY, parseApiLayout, readApiLayout, writeApiLayout } from './layoutPreference';

test('known values are read, nothing stored gives the table', () => {
  const warn = jest.fn();
  expect(parseApiLayout('list', warn)).toBe('list');
  expect(parseApiLayout('table', warn)).toBe('table');
  expect(parseApiLayout(null, warn)).toBe('table');
  expect(warn).not.toHaveBeenCalled();
});

test('a malformed value gives the default with a warning', () => {
  const warn = jest.fn();
  expect(parseApiLayout('<script>', warn)).toBe('table');
  expect(parseApiLayout('x'.repeat(500), warn)).toBe('table');
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn.mock.calls[0][0]).toMatch(/Ignoring the stored apiLayout/);
  expect(warn.mock.calls[1][0].length).toBeLessThan(200);
});

test('reads and writes through its storage slot, and reports storage that did not keep it', () => {
  const values = new Map<string, string>([[API_LAYOUT_KEY, 'list']]);
  const slot = {
    get: () => values.get(API_LAYOUT_KEY) ?? null,
    set: (value: string) => void values.set(API_LAYOUT_KEY, value),
  };
  expect(readApiLayout(slot, jest.fn())).toBe('list');
  expect(writeApiLayout(slot, 'table')).toBe(true);
  expect(values.get(API_LAYOUT_KEY)).toBe('table');
  // What a Docusaurus slot of refused storage does: reads nothing, drops writes.
  const refused = { get: () => null, set: () => undefined };
  expect(readApiLayout(refused, jest.fn())).toBe('table');
  expect(writeApiLayout(refused, 'list')).toBe(false);
});
