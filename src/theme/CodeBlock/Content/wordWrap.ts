/**
 * The word-wrap state of one code block, in the shape the theme's code block
 * context expects (`WordWrap`), without the theme hook's cost after hydration.
 *
 * The theme's `useCodeWordWrap` measures every block of the page as soon as it
 * has hydrated (a forced layout of blocks the browser skips off screen) and
 * renders each block again at least once (its hidden-tab state goes from
 * undefined to null), whether the reader ever scrolls to it or not. Here a block
 * is measured when it comes near the viewport, which also covers a block inside
 * a tab panel that is shown later, and it renders again only when the answer
 * changes: whether the code is wider than the block (the toggle is shown then).
 * "Near" is when the browser stops skipping the block's lines off screen
 * (content-visibility), or, without content-visibility, an IntersectionObserver's.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
// The context's word-wrap type is not exported by name; it is what the theme's own hook returns.
import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * Where the browser renders every block (no content-visibility): how far outside the viewport a
 * block is measured, so its toggle is there when it scrolls in.
 */
const NEAR_VIEWPORT = '200px 0px';

export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (block) setCodeScrollable(block.scrollWidth > block.clientWidth);
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    let near = false;
    const nearNow = (value: boolean) => {
      near = value;
      if (near) measure();
    };
    let stopWatching: () => void = () => undefined;
    if (
      typeof CSS !== 'undefined' &&
      typeof CSS.supports === 'function' &&
      CSS.supports('content-visibility', 'auto')
    ) {
      // The block skips its lines while off screen (content-visibility, ./styles.module.css), and a
      // block whose lines are skipped measures as wide as its box. The browser says when it stops
      // skipping them: that is when the block is near the viewport and its width can be read.
      const onStateChange = (event: Event) => nearNow(!(event as Event & { skipped?: boolean }).skipped);
      block.addEventListener('contentvisibilityautostatechange', onStateChange);
      // The first state was told before the page hydrated: read it (a documented DOM query).
      const lines = block.firstElementChild;
      if (lines?.checkVisibility) nearNow(lines.checkVisibility({ contentVisibilityAuto: true }));
      stopWatching = () => block.removeEventListener('contentvisibilityautostatechange', onStateChange);
    } else if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => nearNow(entries.some((entry) => entry.isIntersecting)),
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(block);
      stopWatching = () => observer.disconnect();
    } else {
      nearNow(true);
    }
    // A block away from the viewport is measured again when it comes back.
    const onResize = () => {
      if (near) measure();
    };
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      stopWatching();
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    const wrap = !isEnabled;
    if (code) {
      // Only the two properties wrapping needs: the element's own style (line numbering) stays.
      code.style.whiteSpace = wrap ? 'pre-wrap' : '';
      // Very long words and strings wrap too.
      code.style.overflowWrap = wrap ? 'anywhere' : '';
    }
    setEnabled(wrap);
    // Wrapped lines make the code fit; unwrapped, it may be wider again. The style is already set.
    measure();
  }, [isEnabled, measure]);

  return useMemo(
    () => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }),
    [isEnabled, isCodeScrollable, toggle],
  );
}
