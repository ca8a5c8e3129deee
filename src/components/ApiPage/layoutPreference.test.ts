import { API_LAYOUT_KEY, parseApiLayout, readApiLayout, writeApiLayout } from './layoutPreference';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

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

test('reads and writes through storage, and survives storage that throws', () => {
  const storage = memoryStorage({ [API_LAYOUT_KEY]: 'list' });
  expect(readApiLayout(storage, jest.fn())).toBe('list');
  expect(writeApiLayout(storage, 'table')).toBe(true);
  expect(storage.values.get(API_LAYOUT_KEY)).toBe('table');
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  expect(readApiLayout(broken, jest.fn())).toBe('table');
  expect(writeApiLayout(broken, 'list')).toBe(false);
  expect(writeApiLayout(undefined, 'list')).toBe(false);
  expect(readApiLayout(undefined, jest.fn())).toBe('table');
});
