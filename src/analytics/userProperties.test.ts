import {
  createUserPropertiesTracker,
  userPropertiesFrom,
  userPropertyParams,
  type UserProperties,
} from './userProperties';

const BASE: UserProperties = {
  codeVariant: 'TS',
  userLanguage: 'en',
  devicePixelRatio: 2,
  osColorScheme: 'light',
  colorScheme: 'system',
  codeStyling: 'MUI System',
};

describe('userPropertiesFrom', () => {
  it('takes the choices from the preferences snapshot and the device facts from the browser', () => {
    expect(
      userPropertiesFrom(
        { codeVariant: 'JS', codeStyling: 'CSS', userLanguage: 'zh', colorScheme: 'dark' },
        { devicePixelRatio: 1.5, prefersDark: true },
      ),
    ).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      devicePixelRatio: 1.5,
      osColorScheme: 'dark',
      colorScheme: 'dark',
      codeStyling: 'CSS',
    });
  });

  it('reports a pixel ratio of 1 when the browser gives none', () => {
    expect(
      userPropertiesFrom(
        { codeVariant: 'TS', codeStyling: 'MUI System', userLanguage: 'en', colorScheme: 'system' },
        { devicePixelRatio: Number.NaN, prefersDark: false },
      ),
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
