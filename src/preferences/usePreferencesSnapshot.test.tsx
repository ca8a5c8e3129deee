import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DocsProvider, useDocs } from '@site/src/components/DocsProvider';
import { PreferencesProvider, usePreferencesDispatch } from './PreferencesProvider';
import { usePreferencesSnapshot } from './usePreferencesSnapshot';

const wrapper = ({ children }: { children: ReactNode }) => (
  <DocsProvider>
    <PreferencesProvider>{children}</PreferencesProvider>
  </DocsProvider>
);

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'codeVariant=; path=/; max-age=0';
});

describe('usePreferencesSnapshot', () => {
  it('reports code variant, styling, language and colour choices, and follows changes', async () => {
    const { result } = renderHook(
      () => ({ snapshot: usePreferencesSnapshot(), dispatch: usePreferencesDispatch() }),
      {
        wrapper,
      },
    );
    expect(result.current.snapshot).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
      userLanguage: 'zh',
      colorScheme: 'system',
    });
    await act(async () => {
      result.current.dispatch({ type: 'SET', payload: { codeVariant: 'JS' } });
      result.current.dispatch({ type: 'CHANGE', payload: { mode: 'dark' } });
    });
    expect(result.current.snapshot).toMatchObject({ codeVariant: 'JS', colorScheme: 'dark' });
  });
});

describe('useDocs', () => {
  it('names the missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useDocs())).toThrow('useDocs() was called outside <DocsProvider>');
  });

  it('gives the user language from the site locale', () => {
    const { result } = renderHook(() => useDocs(), { wrapper });
    expect(result.current.userLanguage).toBe('zh');
  });
});
