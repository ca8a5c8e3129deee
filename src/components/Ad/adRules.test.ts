import { adEventLabel, chooseAdShape, isBot, thirdPartySource } from './adRules';

describe('isBot', () => {
  it('matches crawlers and previewers, not browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('Baiduspider')).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(false);
  });
});

describe('chooseAdShape', () => {
  it('keeps the stored shape for the session', () => {
    expect(chooseAdShape('inline', () => 0.9)).toEqual({ shape: 'inline', isNew: false });
    expect(chooseAdShape('image', () => 0)).toEqual({ shape: 'image', isNew: false });
  });
  it('draws inline 20 percent of the time when nothing valid is stored', () => {
    expect(chooseAdShape(null, () => 0.19)).toEqual({ shape: 'inline', isNew: true });
    expect(chooseAdShape(null, () => 0.2)).toEqual({ shape: 'image', isNew: true });
    expect(chooseAdShape('<script>', () => 0.5)).toEqual({ shape: 'image', isNew: true });
  });
});

it('labels name the ad and its placement', () => {
  expect(adEventLabel('in-house:charts-heatmap', 'inline')).toBe('in-house:charts-heatmap@doc-top-inline');
});

it("takes a shape's third-party ad from its own source, and has none when the build configures none", () => {
  const both = { scriptUrl: 'https://ads.example/s.js', listUrl: 'https://ads.example/l.json' };
  expect(thirdPartySource('image', both)).toBe('https://ads.example/s.js');
  expect(thirdPartySource('inline', both)).toBe('https://ads.example/l.json');
  expect(thirdPartySource('image', { ...both, scriptUrl: null })).toBeNull();
  expect(thirdPartySource('inline', { scriptUrl: null, listUrl: null })).toBeNull();
});
