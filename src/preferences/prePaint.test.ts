import { applyPreferencesBeforePaint } from './prePaint';

function runScript({ prefersDark = false }: { prefersDark?: boolean } = {}) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: prefersDark });
  applyPreferencesBeforePaint();
  const root = document.documentElement;
  return { scheme: root.getAttribute('data-theme'), choice: root.getAttribute('data-theme-choice') };
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-direction');
  document.getElementById('site-palette')?.remove();
});

describe('pre-paint preferences', () => {
  it('defaults to system and follows the browser preference', () => {
    expect(runScript({ prefersDark: true })).toEqual({ scheme: 'dark', choice: 'system' });
    expect(runScript({ prefersDark: false })).toEqual({ scheme: 'light', choice: 'system' });
  });

  it('applies a stored dark choice even when the system prefers light, and tells Docusaurus', () => {
    window.localStorage.setItem('mui-mode', 'dark');
    expect(runScript({ prefersDark: false })).toEqual({ scheme: 'dark', choice: 'dark' });
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('ignores a malformed stored value', () => {
    window.localStorage.setItem('mui-mode', '<script>alert(1)</script>');
    expect(runScript({ prefersDark: false })).toEqual({ scheme: 'light', choice: 'system' });
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('applies a stored right-to-left direction and ignores junk', () => {
    window.localStorage.setItem('mui-direction', 'rtl');
    runScript();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    document.documentElement.removeAttribute('data-direction');
    document.documentElement.setAttribute('dir', 'ltr');
    window.localStorage.setItem('mui-direction', 'sideways');
    runScript();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('survives storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(runScript({ prefersDark: true })).toEqual({ scheme: 'dark', choice: 'system' });
    spy.mockRestore();
  });

  it('restores the reader’s direction when something else resets dir', async () => {
    window.localStorage.setItem('mui-direction', 'rtl');
    runScript();
    document.documentElement.setAttribute('dir', 'ltr');
    await Promise.resolve();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('applies cached custom colours only when colours are stored, and never markup', () => {
    window.localStorage.setItem('mui-palette-css', ':root{--ifm-color-primary:#ff5722}');
    runScript();
    expect(document.getElementById('site-palette')).toBeNull();
    window.localStorage.setItem('paletteColors', '{"primary":{"main":"#ff5722"}}');
    runScript();
    expect(document.getElementById('site-palette')?.textContent).toContain('#ff5722');
    document.getElementById('site-palette')?.remove();
    window.localStorage.setItem('mui-palette-css', '</style><script>alert(1)</script>');
    runScript();
    expect(document.getElementById('site-palette')).toBeNull();
  });
});
