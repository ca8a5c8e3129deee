import { isSearchShortcut, shortcutLabel } from './shortcut';
import { readSearchPageParams, searchPageSearch } from './searchPageUrl';

const key = (init: Partial<KeyboardEvent>) => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe('search shortcut', () => {
  it('is Ctrl+K or Cmd+K, in either case, without other modifiers', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });

  it('is labelled for the platform', () => {
    expect(shortcutLabel(false)).toBe('Ctrl K');
    expect(shortcutLabel(true)).toBe('⌘ K');
  });
});

describe('search page URL', () => {
  it('round-trips the query and version', () => {
    const search = searchPageSearch('tree data & 安装', '7.x');
    expect(readSearchPageParams(search)).toEqual({ query: 'tree data & 安装', version: '7.x' });
  });

  it('leaves out an empty query and reads a bare URL', () => {
    expect(searchPageSearch('  ', 'current')).toBe('?version=current');
    expect(readSearchPageParams('')).toEqual({ query: '', version: null });
  });
});
