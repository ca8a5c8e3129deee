import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PreferencesProvider, usePreferences, usePreferencesDispatch } from './PreferencesProvider';

function clearCookies() {
  for (const name of ['codeVariant', 'codeStyling', 'paletteColors']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  window.localStorage.clear();
  clearCookies();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-direction');
  document.getElementById('site-palette')?.remove();
  jest.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <PreferencesProvider>{children}</PreferencesProvider>
);

function Probe() {
  const { codeVariant, codeStyling, dense, spacing } = usePreferences();
  return <output>{`${codeVariant}|${codeStyling}|${dense}|${spacing}`}</output>;
}

describe('PreferencesProvider', () => {
  it('names the missing provider when a hook is used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePreferences())).toThrow(
      'usePreferences() was called outside <PreferencesProvider>',
    );
    expect(() => renderHook(() => usePreferencesDispatch())).toThrow(
      'usePreferencesDispatch() was called outside <PreferencesProvider>',
    );
  });

  it('renders defaults first, then applies stored preferences', async () => {
    document.cookie = 'codeVariant=JS; path=/';
    document.cookie = 'codeStyling=Tailwind; path=/';
    window.localStorage.setItem('mui-density', '{"dense":true,"spacing":10}');
    render(<Probe />, { wrapper });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('JS|Tailwind|true|10'));
  });

  it('keeps defaults and warns for malformed stored values', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = 'codeVariant=COBOL; path=/';
    window.localStorage.setItem('paletteColors', '{"primary":{"main":42}}');
    render(<Probe />, { wrapper });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toHaveTextContent('TS|MUI System|false|8');
    expect(document.getElementById('site-palette')).toBeNull();
  });

  it('remembers a change in the exact cookie', async () => {
    const { result } = renderHook(() => ({ state: usePreferences(), dispatch: usePreferencesDispatch() }), {
      wrapper,
    });
    await act(async () => {
      result.current.dispatch({ type: 'SET', payload: { codeStyling: 'CSS', codeVariant: 'JS' } });
    });
    expect(result.current.state.codeStyling).toBe('CSS');
    expect(document.cookie).toContain('codeStyling=CSS');
    expect(document.cookie).toContain('codeVariant=JS');
  });

  it('applies custom colours to the page and removes them on reset', async () => {
    const { result } = renderHook(() => usePreferencesDispatch(), { wrapper });
    await act(async () => {
      result.current({ type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ff5722' } } } });
    });
    await waitFor(() => expect(document.getElementById('site-palette')?.textContent).toContain('#ff5722'));
    expect(window.localStorage.getItem('paletteColors')).toBe('{"primary":{"main":"#ff5722"}}');
    await act(async () => {
      result.current({ type: 'RESET_COLORS' });
    });
    await waitFor(() => expect(document.getElementById('site-palette')).toBeNull());
    expect(window.localStorage.getItem('paletteColors')).toBeNull();
  });
});
