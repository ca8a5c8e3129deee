import { gtagCall, installAnalytics, readQueue, TAG_SCRIPT_URL } from './gtag';

function reset() {
  delete (window as { gtag?: unknown }).gtag;
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  delete (navigator as { doNotTrack?: string | null }).doNotTrack;
}

beforeEach(reset);
afterAll(reset);

describe('installAnalytics without a measurement id', () => {
  it('loads no script and keeps events in the in-page queue', () => {
    const state = installAnalytics({ measurementId: '' });
    expect(state).toEqual({ allowed: true, scriptLoaded: false });
    gtagCall('event', 'page_view', { page_title: 'Bars' });
    expect(document.querySelector('script')).toBeNull();
    expect(readQueue()).toEqual([['event', 'page_view', { page_title: 'Bars' }]]);
  });

  it('pushes the arguments object itself, as the tag script expects', () => {
    installAnalytics({ measurementId: '' });
    window.gtag?.('event', 'x');
    expect(Array.isArray(window.dataLayer?.[0])).toBe(false);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('treats a blank id as none', () => {
    expect(installAnalytics({ measurementId: '   ' }).scriptLoaded).toBe(false);
  });
});

describe('installAnalytics with a measurement id', () => {
  it('adds the tag script once and configures it without automatic page views', () => {
    const state = installAnalytics({ measurementId: 'G-TEST123' });
    expect(state.scriptLoaded).toBe(true);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`${TAG_SCRIPT_URL}?id=G-TEST123`);
    expect(scripts[0]?.async).toBe(true);
    const queue = readQueue();
    expect(queue[0]?.[0]).toBe('js');
    expect(queue[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('is installed only once; a second call returns the first state', () => {
    const first = installAnalytics({ measurementId: 'G-TEST123' });
    const second = installAnalytics({ measurementId: 'G-OTHER' });
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('keeps a queue that existed before', () => {
    window.dataLayer = [['earlier']];
    installAnalytics({ measurementId: '' });
    gtagCall('event', 'later');
    expect(readQueue()).toEqual([['earlier'], ['event', 'later']]);
  });
});

describe('privacy signals', () => {
  it('with Global Privacy Control, loads nothing and sends nothing', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const state = installAnalytics({ measurementId: 'G-TEST123' });
    expect(state).toEqual({ allowed: false, scriptLoaded: false });
    gtagCall('event', 'page_view', {});
    expect(document.querySelector('script')).toBeNull();
    expect(readQueue()).toEqual([]);
  });

  it('with Do Not Track, sends nothing', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    installAnalytics({ measurementId: '' });
    gtagCall('event', 'page_view', {});
    expect(readQueue()).toEqual([]);
  });
});

describe('gtagCall', () => {
  it('does nothing before analytics is installed', () => {
    expect(() => gtagCall('event', 'early')).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });
});
