import { DEFAULT_PREFERENCES } from './displayPreferences';
import {
  persistPreferences,
  readCookie,
  readStoredPreferences,
  serializeCookie,
  type StorageEnvironment,
} from './storage';

function environment(cookies: Record<string, string> = {}, entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries));
  const written: string[] = [];
  const warnings: string[] = [];
  const env: StorageEnvironment = {
    readCookies: () =>
      Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    writeCookie: (cookie) => written.push(cookie),
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    warn: (message) => warnings.push(message),
  };
  return { env, store, written, warnings };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-direction');
});

describe('cookies', () => {
  it('serializes with path, a one-year max-age and an encoded value', () => {
    expect(serializeCookie('codeStyling', 'MUI System')).toBe(
      'codeStyling=MUI%20System; path=/; max-age=31536000; samesite=lax',
    );
  });

  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('a=1; codeStyling=MUI%20System; b=2', 'codeStyling')).toBe('MUI System');
    expect(readCookie('xcodeVariant=JS', 'codeVariant')).toBeNull();
    expect(readCookie('codeVariant=%E0%A4%A', 'codeVariant')).toBe('%E0%A4%A');
  });
});

describe('readStoredPreferences', () => {
  it('reads every stored preference', () => {
    const { env, warnings } = environment(
      { codeVariant: 'JS', codeStyling: 'Tailwind' },
      {
        'mui-mode': 'dark',
        paletteColors: '{"primary":{"main":"#ff5722"}}',
        'mui-density': '{"dense":true,"spacing":10}',
      },
    );
    expect(readStoredPreferences(env)).toEqual({
      mode: 'dark',
      direction: 'ltr',
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
      paletteColors: { primary: { main: '#ff5722' } },
      dense: true,
      spacing: 10,
    });
    expect(warnings).toEqual([]);
  });

  it('falls back to the paletteColors cookie when local storage has none', () => {
    const { env } = environment({ paletteColors: encodeURIComponent('{"secondary":{"main":"#00897b"}}') });
    expect(readStoredPreferences(env).paletteColors).toEqual({ secondary: { main: '#00897b' } });
  });

  it.each([
    ['bad JSON', '{"primary":'],
    ['a colour that is not a colour', '{"primary":{"main":"javascript:alert(1)"}}'],
    ['a missing main', '{"primary":{"dark":"#000"}}'],
    ['a 10 kB string', 'x'.repeat(10_000)],
  ])('ignores paletteColors with %s, with a warning', (_label, raw) => {
    const { env, warnings } = environment({ paletteColors: encodeURIComponent(raw) }, { paletteColors: raw });
    expect(readStoredPreferences(env).paletteColors).toBeUndefined();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Ignoring the paletteColors local storage entry/);
    expect(warnings[1]).toMatch(/^Ignoring the paletteColors cookie/);
  });

  it('ignores unknown code variants and stylings, with a warning', () => {
    const { env, warnings } = environment({ codeVariant: 'Python', codeStyling: '<b>bold</b>' });
    const stored = readStoredPreferences(env);
    expect(stored.codeVariant).toBeUndefined();
    expect(stored.codeStyling).toBeUndefined();
    expect(warnings).toHaveLength(2);
  });

  it('ignores a malformed density', () => {
    for (const raw of ['{"dense":"yes","spacing":8}', '{"dense":true,"spacing":400}', 'nope']) {
      const { env, warnings } = environment({}, { 'mui-density': raw });
      const stored = readStoredPreferences(env);
      expect(stored.dense).toBeUndefined();
      expect(warnings).toHaveLength(1);
    }
  });

  it('survives storage that throws', () => {
    const { env } = environment();
    env.storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredPreferences(env)).toEqual({ mode: 'system', direction: 'ltr' });
  });
});

describe('persistPreferences', () => {
  it('writes only what changed, with the exact cookie names and values', () => {
    const { env, store, written } = environment();
    const next = {
      ...DEFAULT_PREFERENCES,
      codeVariant: 'JS' as const,
      codeStyling: 'CSS' as const,
      paletteColors: { primary: { main: '#ff5722' } },
      dense: true,
    };
    persistPreferences(env, DEFAULT_PREFERENCES, next);
    expect(written).toEqual([
      'codeVariant=JS; path=/; max-age=31536000; samesite=lax',
      'codeStyling=CSS; path=/; max-age=31536000; samesite=lax',
    ]);
    expect(store.get('paletteColors')).toBe('{"primary":{"main":"#ff5722"}}');
    expect(store.get('mui-density')).toBe('{"dense":true,"spacing":8}');

    persistPreferences(env, next, { ...next, paletteColors: null, dense: false });
    expect(store.has('paletteColors')).toBe(false);
    expect(store.has('mui-density')).toBe(false);
    expect(written.at(-1)).toBe('paletteColors=; path=/; max-age=0');
  });
});
