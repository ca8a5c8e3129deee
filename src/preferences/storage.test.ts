import { DEFAULT_PREFERENCES } from './displayPreferences';
import {
  persistPreferences,
  readCookie,
  readPreference,
  readStoredPreferences,
  serializeCookie,
  writePreference,
  type StorageEnvironment,
} from './storage';
import { PREFERENCE_TABLE } from './table';

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
    local: (key) => ({
      get: () => store.get(key) ?? null,
      set: (value) => void store.set(key, value),
      del: () => void store.delete(key),
    }),
    warn: (message) => warnings.push(message),
  };
  return { env, store, written, warnings };
}

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

  it('ignores a stored mode or direction that is not a choice, with a warning', () => {
    const { env, warnings } = environment(
      {},
      { 'mui-mode': '{"not":"a mode"}', 'mui-direction': 'sideways' },
    );
    expect(readStoredPreferences(env)).toEqual({});
    expect(warnings).toEqual([
      'Ignoring the mui-mode local storage entry: "{"not":"a mode"}" is not one of light, system, dark. Defaults apply.',
      'Ignoring the mui-direction local storage entry: "sideways" is not one of ltr, rtl. Defaults apply.',
    ]);
  });

  it('reads nothing when storage holds nothing (what a refusing browser looks like through a storage slot)', () => {
    const { env, warnings } = environment();
    expect(readStoredPreferences(env)).toEqual({});
    expect(warnings).toEqual([]);
  });
});

describe('every row of the table', () => {
  it.each(Object.entries(PREFERENCE_TABLE))(
    '%s: a written value reads back, the default is removed',
    (_name, row) => {
      const definition = row as (typeof PREFERENCE_TABLE)[keyof typeof PREFERENCE_TABLE] & {
        default: unknown;
      };
      const { env, store, written } = environment();
      const cookies = new Map<string, string>();
      env.writeCookie = (cookie) => {
        written.push(cookie);
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/max-age=0/.test(cookie)) cookies.delete(name);
        else cookies.set(name, value);
      };
      env.readCookies = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const sample = {
        mode: 'dark',
        direction: 'rtl',
        codeVariant: 'JS',
        codeStyling: 'Tailwind',
        paletteColors: { primary: { main: '#ff5722' } },
        density: { dense: true, spacing: 12 },
      }[_name];
      writePreference(env, definition as never, sample as never);
      expect(readPreference(env, definition as never)).toEqual(sample);
      writePreference(env, definition as never, definition.default as never);
      expect(readPreference(env, definition as never)).toBeUndefined();
      expect(store.size).toBe(0);
    },
  );
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
      // Colours live in local storage now: an old cookie copy is cleared so it cannot come back.
      'paletteColors=; path=/; max-age=0; samesite=lax',
    ]);
    expect(store.get('paletteColors')).toBe('{"primary":{"main":"#ff5722"}}');
    expect(store.get('mui-density')).toBe('{"dense":true,"spacing":8}');

    persistPreferences(env, next, { ...next, paletteColors: null, dense: false });
    expect(store.has('paletteColors')).toBe(false);
    expect(store.has('mui-density')).toBe(false);
    expect(written.at(-1)).toBe('paletteColors=; path=/; max-age=0; samesite=lax');
  });
});
