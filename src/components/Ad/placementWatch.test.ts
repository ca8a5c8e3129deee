import {
  APPEAL_SHARE,
  DISPLAY_DELAY_MS,
  INITIAL_WATCH_STATE,
  MAX_PLACEMENT_CHECKS,
  PLACEMENT_CHECK_INTERVAL_MS,
  nextWatchState,
  observePlacement,
  scheduleDisplayEvent,
  watchPlacement,
  type Placement,
  type WatchState,
} from './placementWatch';
import { trackAdEvent } from '@site/src/analytics';

const fakeClock = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function run(observe: () => Placement, random: () => number = () => 0.9) {
  const changes: WatchState[] = [];
  let checks = 0;
  const stop = watchPlacement({
    observe: () => {
      checks += 1;
      return observe();
    },
    onChange: (state) => changes.push(state),
    clock: fakeClock,
    random,
  });
  return { changes, stop, checks: () => checks };
}

describe('placement checks', () => {
  it('checks at once, then every 500 ms, 30 times at most', () => {
    const watch = run(() => 'none');
    expect(watch.checks()).toBe(1);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS - 1);
    expect(watch.checks()).toBe(1);
    jest.advanceTimersByTime(1);
    expect(watch.checks()).toBe(2);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 27);
    expect(watch.checks()).toBe(29);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS);
    expect(watch.checks()).toBe(MAX_PLACEMENT_CHECKS);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 10);
    expect(watch.checks()).toBe(30);
  });

  it('treats the reader as blocking ads only after more than 6 checks (the 7th, at 3 s)', () => {
    const watch = run(() => 'none');
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 5);
    expect(watch.checks()).toBe(6);
    expect(watch.changes).toEqual([]);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS);
    expect(watch.checks()).toBe(7);
    expect(watch.changes).toEqual([{ checks: 7, outcome: 'in-house' }]);
  });

  it('shows the appeal to 20 percent of blocked readers, an in-house ad otherwise', () => {
    const blocked = (random: number) =>
      Array.from({ length: 7 }).reduce<WatchState>(
        (state) => nextWatchState(state, 'none', () => random),
        INITIAL_WATCH_STATE,
      ).outcome;
    expect(blocked(0)).toBe('appeal');
    expect(blocked(APPEAL_SHARE - 0.001)).toBe('appeal');
    expect(blocked(APPEAL_SHARE)).toBe('in-house');
    expect(blocked(0.99)).toBe('in-house');
    // Over a spread of draws, one in five.
    const draws = Array.from({ length: 100 }, (_, index) => blocked(index / 100));
    expect(draws.filter((outcome) => outcome === 'appeal')).toHaveLength(20);
  });

  it('draws the appeal once: later empty checks keep the outcome', () => {
    let random = 0.1;
    const watch = run(
      () => 'none',
      () => random,
    );
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 6);
    random = 0.9;
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 30);
    expect(watch.changes).toEqual([{ checks: 7, outcome: 'appeal' }]);
  });

  it('shows an in-house ad as soon as a fallback placement is detected, and stops', () => {
    let placement: Placement = 'none';
    const watch = run(() => placement);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS);
    placement = 'fallback';
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS);
    expect(watch.changes).toEqual([{ checks: 3, outcome: 'in-house' }]);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 40);
    expect(watch.checks()).toBe(3);
  });

  it('keeps a third-party placement and stops checking', () => {
    const watch = run(() => 'third-party');
    expect(watch.changes).toEqual([{ checks: 1, outcome: 'third-party' }]);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 40);
    expect(watch.checks()).toBe(1);
  });

  it('lets a placement that appears late (before the 30th check) replace the in-house ad', () => {
    let placement: Placement = 'none';
    const watch = run(() => placement);
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 10);
    placement = 'third-party';
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS);
    expect(watch.changes.map((state) => state.outcome)).toEqual(['in-house', 'third-party']);
  });

  it('stops when asked', () => {
    const watch = run(() => 'none');
    watch.stop();
    jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 40);
    expect(watch.checks()).toBe(1);
  });
});

describe('observePlacement', () => {
  it('reads the container: nothing, a paid placement, or the fallback', () => {
    const container = document.createElement('div');
    expect(observePlacement(null)).toBe('none');
    expect(observePlacement(container)).toBe('none');
    container.innerHTML = '<a href="javascript:alert(1)">x</a><a>no href</a>';
    expect(observePlacement(container)).toBe('none');
    container.innerHTML = '<div><a href="https://ads.example/click">ad</a></div>';
    expect(observePlacement(container)).toBe('third-party');
    container.innerHTML = '<div data-ad-fallback><a href="https://ads.example/click">ad</a></div>';
    expect(observePlacement(container)).toBe('fallback');
  });
});

describe('display event', () => {
  it('is sent 2.5 s after the ad is shown, not before, and not after a cancel', () => {
    const send = jest.fn();
    scheduleDisplayEvent('in-house:charts-heatmap@doc-top-image', send, fakeClock);
    jest.advanceTimersByTime(DISPLAY_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith('in-house:charts-heatmap@doc-top-image');

    const cancelled = jest.fn();
    scheduleDisplayEvent('x', cancelled, fakeClock)();
    jest.advanceTimersByTime(DISPLAY_DELAY_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('reaches analytics for 10 percent of displays (sampled once, in the analytics module)', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    const random = jest.spyOn(Math, 'random');
    const display = () => scheduleDisplayEvent('label', (label) => trackAdEvent('display', label), fakeClock);
    random.mockReturnValue(0.05);
    display();
    jest.advanceTimersByTime(DISPLAY_DELAY_MS);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { event_action: 'display', event_label: 'label' });
    gtag.mockClear();
    random.mockReturnValue(0.1);
    display();
    jest.advanceTimersByTime(DISPLAY_DELAY_MS);
    expect(gtag).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, 'gtag');
  });
});
