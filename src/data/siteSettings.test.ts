import { httpUrl, MAX_URL_LENGTH, parseSiteSettings, siteSettingsOf } from './siteSettings';

describe('httpUrl', () => {
  it('keeps absolute http(s) addresses and reads protocol-relative ones as https', () => {
    expect(httpUrl('https://feedback.example.com/feedback')).toBe('https://feedback.example.com/feedback');
    expect(httpUrl('http://127.0.0.1:4100/feedback')).toBe('http://127.0.0.1:4100/feedback');
    expect(httpUrl('//ads.example.com/list.json')).toBe('https://ads.example.com/list.json');
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      undefined,
      42,
      '/feedback',
      'javascript:alert(1)',
      'data:text/html,x',
      'not a url',
    ]) {
      expect(httpUrl(value)).toBeNull();
    }
    expect(httpUrl(`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeNull();
  });
});

describe('parseSiteSettings', () => {
  it('types every custom field, with "not configured" for missing or unsafe values', () => {
    expect(
      parseSiteSettings({
        muiXLicenseKey: 'key',
        demoSourceBaseUrl: 'https://github.com/org/repo/blob/main/',
        analyticsMeasurementId: 'G-1',
        feedbackEndpoint: 'javascript:void(0)',
        adScriptUrl: 'https://ads.example.com/script.js',
        adListUrl: 7,
      }),
    ).toEqual({
      muiXLicenseKey: 'key',
      demoSourceBaseUrl: 'https://github.com/org/repo/blob/main/',
      analyticsMeasurementId: 'G-1',
      feedbackEndpoint: null,
      adScriptUrl: 'https://ads.example.com/script.js',
      adListUrl: null,
    });
    expect(parseSiteSettings(undefined).muiXLicenseKey).toBe('');
  });

  it('parses a config once', () => {
    const config = { customFields: { analyticsMeasurementId: 'G-2' } };
    expect(siteSettingsOf(config)).toBe(siteSettingsOf(config));
  });
});
