/**
 * Reader privacy signals: with Global Privacy Control or Do Not Track on,
 * the site sends no analytics at all.
 */

export interface PrivacySignals {
  /** `navigator.globalPrivacyControl` (Global Privacy Control). */
  globalPrivacyControl?: unknown;
  /** `navigator.doNotTrack`: `'1'` when on; older browsers used `'yes'`. */
  doNotTrack?: unknown;
  /** `window.doNotTrack`, where some browsers put the same signal. */
  windowDoNotTrack?: unknown;
}

function isOn(value: unknown): boolean {
  return value === true || value === '1' || value === 1 || value === 'yes';
}

export function isTrackingAllowed(signals: PrivacySignals): boolean {
  return !(isOn(signals.globalPrivacyControl) || isOn(signals.doNotTrack) || isOn(signals.windowDoNotTrack));
}

/** Reads the signals of the current browser. */
export function browserPrivacySignals(win: Window): PrivacySignals {
  const navigator = win.navigator as Navigator & { globalPrivacyControl?: unknown };
  return {
    globalPrivacyControl: navigator.globalPrivacyControl,
    doNotTrack: navigator.doNotTrack,
    windowDoNotTrack: (win as Window & { doNotTrack?: unknown }).doNotTrack,
  };
}
