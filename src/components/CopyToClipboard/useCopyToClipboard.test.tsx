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

describe('useCopyToClipboard with text still loading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { ClipboardItem?: unknown }).ClipboardItem;
  });

  it('hands the clipboard an item at once, which resolves to the text', async () => {
    const items: { types: Record<string, Promise<Blob>> }[] = [];
    (globalThis as { ClipboardItem?: unknown }).ClipboardItem = class {
      constructor(readonly types: Record<string, Promise<Blob>>) {
        items.push(this);
      }
    };
    const write = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {
      value: { write, writeText: jest.fn() },
      configurable: true,
    });
    const { result } = renderHook(() => useCopyToClipboard(CODE_BLOCK_COPY_CONFIRMATION_MS));
    let resolveText: (text: string) => void = () => undefined;
    const text = new Promise<string>((resolve) => {
      resolveText = resolve;
    });
    const copying = act(() => result.current.copy(text));
    expect(write).toHaveBeenCalledTimes(1);
    resolveText('# Page\n');
    await copying;
    const blob = await items[0]?.types['text/plain'];
    expect(blob?.type).toBe('text/plain');
    expect(result.current.status).toBe('copied');
  });

  it('waits for the text where the clipboard takes only text, and fails when it does not load', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopyToClipboard(CODE_BLOCK_COPY_CONFIRMATION_MS));
    await act(() => result.current.copy(Promise.resolve('# Page\n')));
    expect(writeText).toHaveBeenCalledWith('# Page\n');
    await act(() => result.current.copy(Promise.reject(new Error('404'))));
    expect(result.current.status).toBe('failed');
  });
});
