import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useWordWrap } from './wordWrap';

/** An IntersectionObserver the test drives: `show(true)` brings the observed block near the viewport. */
let report: ((near: boolean) => void) | null = null;
class Observer {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    report = (near) =>
      this.callback(
        [{ isIntersecting: near, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {
    report = null;
  }
}

let commits = 0;
const countCommits = () => {
  commits += 1;
};
/** A code block as the theme lays it out: the toggle shows when the code is wider than the block. */
function Block({ width }: { width: number }) {
  const { codeBlockRef, isEnabled, isCodeScrollable, toggle } = useWordWrap();
  return (
    <div>
      <pre
        ref={(element) => {
          codeBlockRef.current = element;
          if (element) {
            Object.defineProperty(element, 'clientWidth', { value: 300, configurable: true });
            Object.defineProperty(element, 'scrollWidth', { value: width, configurable: true });
          }
        }}
      >
        <code style={{ counterReset: 'line-count 0' }}>npm install @mui/x-data-grid</code>
      </pre>
      {(isEnabled || isCodeScrollable) && (
        <button type="button" onClick={toggle}>
          Toggle word wrap
        </button>
      )}
    </div>
  );
}

beforeEach(() => {
  commits = 0;
  Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true });
});

test('a block wider than its box gets the toggle once it comes near the viewport, not before', () => {
  render(<Block width={900} />);
  expect(screen.queryByRole('button', { name: 'Toggle word wrap' })).toBeNull();
  act(() => report?.(false));
  expect(screen.queryByRole('button', { name: 'Toggle word wrap' })).toBeNull();
  act(() => report?.(true));
  expect(screen.getByRole('button', { name: 'Toggle word wrap' })).toBeTruthy();
});

test('a block that fits renders once: coming into view changes nothing', () => {
  render(
    <Profiler id="block" onRender={countCommits}>
      <Block width={200} />
    </Profiler>,
  );
  act(() => report?.(true));
  expect(screen.queryByRole('button', { name: 'Toggle word wrap' })).toBeNull();
  expect(commits).toBe(1);
});

test('the toggle wraps the lines and unwraps them, keeping the code element’s own style', () => {
  const { container } = render(<Block width={900} />);
  act(() => report?.(true));
  const code = container.querySelector('code') as HTMLElement;
  fireEvent.click(screen.getByRole('button', { name: 'Toggle word wrap' }));
  expect([code.style.whiteSpace, code.style.overflowWrap]).toEqual(['pre-wrap', 'anywhere']);
  fireEvent.click(screen.getByRole('button', { name: 'Toggle word wrap' }));
  expect([code.style.whiteSpace, code.style.overflowWrap]).toEqual(['', '']);
  expect(code.style.counterReset).toBe('line-count 0');
});

describe('where the browser skips the lines of a block off screen (content-visibility)', () => {
  const jsdomCss = Object.getOwnPropertyDescriptor(window, 'CSS');
  beforeEach(() => {
    Object.defineProperty(window, 'CSS', {
      value: { supports: (property: string) => property === 'content-visibility' },
      configurable: true,
    });
  });
  afterEach(() => {
    if (jsdomCss) Object.defineProperty(window, 'CSS', jsdomCss);
  });

  /** The browser's content-visibility state change on the block. */
  const stateChange = (pre: Element, skipped: boolean) =>
    act(() => {
      pre.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }));
    });

  test('the block is measured when the browser stops skipping its lines, not before', () => {
    const { container } = render(<Block width={900} />);
    const pre = container.querySelector('pre') as HTMLElement;
    stateChange(pre, true);
    expect(screen.queryByRole('button', { name: 'Toggle word wrap' })).toBeNull();
    stateChange(pre, false);
    expect(screen.getByRole('button', { name: 'Toggle word wrap' })).toBeTruthy();
  });

  test('a block on screen when the page hydrates is measured at once', () => {
    // jsdom has no checkVisibility: the browser's answer for lines on screen.
    Object.defineProperty(Element.prototype, 'checkVisibility', { value: () => true, configurable: true });
    render(<Block width={900} />);
    expect(screen.getByRole('button', { name: 'Toggle word wrap' })).toBeTruthy();
    Reflect.deleteProperty(Element.prototype, 'checkVisibility');
  });
});
