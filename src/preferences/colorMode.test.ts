import {
  DEFAULT_MODE,
  fromDocusaurusChoice,
  nextModeChoice,
  parseModeChoice,
  resolveColorScheme,
  shownScheme,
} from './colorMode';

describe('colour mode preference', () => {
  it('accepts the three known choices', () => {
    expect(parseModeChoice('light')).toBe('light');
    expect(parseModeChoice('dark')).toBe('dark');
    expect(parseModeChoice('system')).toBe('system');
  });

  it.each([null, undefined, '', 'DARK', 'blue', '{"mode":"dark"}', 42, 'x'.repeat(10_000)])(
    'falls back to system for %p',
    (raw) => {
      expect(parseModeChoice(raw)).toBe(DEFAULT_MODE);
      expect(DEFAULT_MODE).toBe('system');
    },
  );

  it('resolves system from the browser preference and keeps explicit choices', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('maps the Docusaurus "no choice" to system', () => {
    expect(fromDocusaurusChoice(null)).toBe('system');
    expect(fromDocusaurusChoice('dark')).toBe('dark');
  });

  it.each(['light', 'dark'] as const)(
    'cycles the toggle so that each click but the return to system changes the colours (%s system)',
    (system) => {
      const seen: string[] = [];
      let choice = nextModeChoice('system', system);
      seen.push(choice);
      while (choice !== 'system') {
        choice = nextModeChoice(choice, system);
        seen.push(choice);
      }
      const other = system === 'light' ? 'dark' : 'light';
      expect(seen).toEqual([other, system, 'system']);
      expect(shownScheme('system', system)).toBe(system);
      expect(shownScheme(other, system)).toBe(other);
    },
  );
});
