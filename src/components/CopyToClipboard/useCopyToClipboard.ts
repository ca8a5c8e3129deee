import { useCallback, useEffect, useRef, useState } from 'react';

/** Code blocks confirm a copy for 2 s, the demo toolbar for 1.2 s. */
export const CODE_BLOCK_COPY_CONFIRMATION_MS = 2000;
export const DEMO_TOOLBAR_COPY_CONFIRMATION_MS = 1200;

export type CopyStatus = 'idle' | 'copied' | 'failed';

async function writeToClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    // Text still loading: some browsers honour a write only when it starts during the click, so the
    // clipboard gets an item that resolves later.
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  const value = await text;
  if (!navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available on this page.');
  }
  await navigator.clipboard.writeText(value);
}

/**
 * Copies text and reports `copied` (or `failed`) for `confirmationMs`, then
 * returns to `idle`. A new copy restarts the timer. The text may still be
 * loading (a promise): a failed load reports `failed`.
 */
export function useCopyToClipboard(confirmationMs: number) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string | Promise<string>) => {
      clearTimeout(timer.current);
      try {
        await writeToClipboard(text);
        setStatus('copied');
      } catch {
        setStatus('failed');
      }
      timer.current = setTimeout(() => setStatus('idle'), confirmationMs);
    },
    [confirmationMs],
  );

  return { status, copy };
}
