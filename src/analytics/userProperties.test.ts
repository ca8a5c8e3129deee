import {
  createUserPropertiesTracker,
  initialUserProperties,
  readStoredMode,
  userPropertyParams,
  type UserProperties,
} from './userProperties';
import { readCookie } from '../preferences/storage';

const BASE: UserProperties = {
  codeVariant: 'TS',
  userLanguage: 'en',
  devicePixelRatio: 2,
  osColorScheme: 'light',
  colorScheme: 'system',
  codeStyling: 'MUI System',
};

describe('readCookie', () => {
  it.each([
    ['codeVariant=JS; codeStyling=Tailwind', 'codeVariant', 'JS'],
    ['a=1;codeStyling=MUI%20System', 'codeStyling', 'MUI System'],
    ['codeStyling=MUI System', 'codeStyling', 'MUI System'],
    ['xcodeVariant=JS', 'codeVariant', null],
    ['', 'codeVariant', null],
    ['codeVariant=%E0%A4%A', 'codeVariant', '%E0%A4%A'],
  ])('%j / %s → %j', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected);
  });
});

describe('initialUserProperties', () => {
  it('reads cookies, stored mode, language, pixel ratio and OS scheme', () => {
    expect(
      initialUserProperties({
        cookies: 'codeVariant=JS; codeStyling=CSS',
        storedMode: 'dark',
        language: 'zh',
        devicePixelRatio: 1.5,
        prefersDark: true,
      }),
    ).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      devicePixelRatio: 1.5,
      osColorScheme: 'dark',
      colorScheme: 'dark',
      codeStyling: 'CSS',
    });
  });

  it('uses the defaults for missing or unknown values', () => {
    expect(
      initialUserProperties({
        cookies: 'codeVariant=Python; codeStyling=sass',
        storedMode: 'sepia',
        language: 'en',
        devicePixelRatio: Number.NaN,
        prefersDark: false,
      }),
    ).toEqual({ ...BASE, devicePixelRatio: 1 });
  });
});

describe('userPropertyParams', () => {
  it('names each property', () => {
    expect(userPropertyParams(BASE)).toEqual({
      code_variant: 'TS',
      user_language: 'en',
      device_pixel_ratio: 2,
      os_color_scheme: 'light',
      color_scheme: 'system',
      code_styling_variant: 'MUI System',
    });
  });
});

describe('createUserPropertiesTracker', () => {
  it('sends the initial set, then only real changes', () => {
    const send = jest.fn();
    const tracker = createUserPropertiesTracker(send);
    expect(tracker.update(BASE)).toBe(true);
    expect(send).toHaveBeenLastCalledWith('set', 'user_properties', userPropertyParams(BASE));
    expect(tracker.update({ codeVariant: 'TS' })).toBe(false);
    expect(tracker.update({ codeVariant: undefined })).toBe(false);
    expect(tracker.update({ codeVariant: 'JS', colorScheme: 'dark' })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[2]).toMatchObject({
      code_variant: 'JS',
      color_scheme: 'dark',
      user_language: 'en',
    });
    expect(tracker.current()).toMatchObject({ codeVariant: 'JS', colorScheme: 'dark' });
  });

  it('ignores a partial update before the initial set', () => {
    const send = jest.fn();
    const tracker = createUserPropertiesTracker(send);
    expect(tracker.update({ codeVariant: 'JS' })).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(tracker.current()).toBeNull();
  });
});

describe('readStoredMode', () => {
  it('reads mui-mode', () => {
    window.localStorage.setItem('mui-mode', 'light');
    expect(readStoredMode(() => window.localStorage)).toBe('light');
    window.localStorage.clear();
  });

  it('returns null when storage is unavailable', () => {
    expect(
      readStoredMode(() => {
        throw new Error('denied');
      }),
    ).toBeNull();
  });
});
