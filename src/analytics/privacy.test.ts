import { browserPrivacySignals, isTrackingAllowed } from './privacy';

describe('isTrackingAllowed', () => {
  it('allows tracking when the browser sends no signal', () => {
    expect(isTrackingAllowed({})).toBe(true);
    expect(isTrackingAllowed({ globalPrivacyControl: false, doNotTrack: '0', windowDoNotTrack: null })).toBe(
      true,
    );
    expect(isTrackingAllowed({ doNotTrack: 'unspecified' })).toBe(true);
  });

  it.each([
    [{ globalPrivacyControl: true }],
    [{ doNotTrack: '1' }],
    [{ doNotTrack: 'yes' }],
    [{ windowDoNotTrack: '1' }],
    [{ globalPrivacyControl: false, doNotTrack: '1' }],
  ])('refuses tracking for %j', (signals) => {
    expect(isTrackingAllowed(signals)).toBe(false);
  });
});

describe('browserPrivacySignals', () => {
  it('reports no signal in a default browser', () => {
    expect(isTrackingAllowed(browserPrivacySignals(window))).toBe(true);
  });

  afterEach(() => {
    delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
    delete (navigator as { doNotTrack?: string | null }).doNotTrack;
  });

  it('reads Global Privacy Control from the navigator', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(isTrackingAllowed(browserPrivacySignals(window))).toBe(false);
  });

  it('reads Do Not Track from the navigator', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    expect(isTrackingAllowed(browserPrivacySignals(window))).toBe(false);
  });
});
