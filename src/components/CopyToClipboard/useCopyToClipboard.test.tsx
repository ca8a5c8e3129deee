import { act, renderHook } from '@testing-library/react';
import {
  CODE_BLOCK_COPY_CONFIRMATION_MS,
  DEMO_TOOLBAR_COPY_CONFIRMATION_MS,
  useCopyToClipboard,
} from './useCopyToClipboard';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCopyToClipboard', () => {
  it.each([
    ['code block', CODE_BLOCK_COPY_CONFIRMATION_MS, 2000],
    ['demo toolbar', DEMO_TOOLBAR_COPY_CONFIRMATION_MS, 1200],
  ])('the %s shows Copied for exactly its confirmation time', async (_name, confirmation, expected) => {
    expect(confirmation).toBe(expected);
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopyToClipboard(confirmation));
    await act(() => result.current.copy('const answer = 42;'));
    expect(writeText).toHaveBeenCalledWith('const answer = 42;');
    expect(result.current.status).toBe('copied');
    act(() => jest.advanceTimersByTime(expected - 1));
    expect(result.current.status).toBe('copied');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('reports a failure instead of a false Copied', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopyToClipboard(CODE_BLOCK_COPY_CONFIRMATION_MS));
    await act(() => result.current.copy('x'));
    expect(result.current.status).toBe('failed');
    act(() => jest.advanceTimersByTime(CODE_BLOCK_COPY_CONFIRMATION_MS));
    expect(result.current.status).toBe('idle');
  });

  it('restarts the timer on a second copy', async () => {
    mockClipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopyToClipboard(2000));
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.status).toBe('copied');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.status).toBe('idle');
  });
});
