import {
  MAX_LIST_RETRIES,
  firstUsableAd,
  loadThirdPartyAd,
  pixelUrls,
  readAd,
  safeUrl,
  type FetchText,
} from './adList';

const validAd = {
  statlink: 'https://ads.example/click?id=1',
  statimp: 'https://ads.example/imp?id=1',
  image: 'https://cdn.example/ad.png',
  company: 'Acme',
  description: 'Tools for builders.',
  pixel: 'https://p1.example/px?t=[timestamp]||//p2.example/px/[timestamp]',
  timestamp: '1700000000',
};

const answer = (body: unknown, ok = true) => ({
  ok,
  text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
});

describe('loadThirdPartyAd', () => {
  it('GETs the list once when it holds a usable ad', async () => {
    const fetchText = jest.fn<ReturnType<FetchText>, Parameters<FetchText>>(() =>
      Promise.resolve(answer({ ads: [{}, validAd] })),
    );
    const ad = await loadThirdPartyAd('https://srv.example/ads.json', fetchText);
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(fetchText).toHaveBeenCalledWith('https://srv.example/ads.json');
    expect(ad?.company).toBe('Acme');
  });

  it('retries up to 10 times when no ad is usable, then gives up', async () => {
    const fetchText = jest.fn(() => Promise.resolve(answer({ ads: [] })));
    expect(await loadThirdPartyAd('https://srv.example/ads.json', fetchText)).toBeNull();
    expect(fetchText).toHaveBeenCalledTimes(1 + MAX_LIST_RETRIES);
  });

  it('takes the ad of a later retry', async () => {
    const fetchText = jest
      .fn()
      .mockResolvedValueOnce(answer({ ads: [] }))
      .mockResolvedValueOnce(answer('not json'))
      .mockResolvedValue(answer({ ads: [validAd] }));
    expect((await loadThirdPartyAd('https://srv.example/ads.json', fetchText))?.statlink).toBe(
      validAd.statlink,
    );
    expect(fetchText).toHaveBeenCalledTimes(3);
  });

  it('stops quietly on a network failure or an error status', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadThirdPartyAd('https://srv.example/ads.json', failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
    const status = jest.fn(() => Promise.resolve(answer({ ads: [validAd] }, false)));
    expect(await loadThirdPartyAd('https://srv.example/ads.json', status)).toBeNull();
    expect(status).toHaveBeenCalledTimes(1);
    const unreadable = jest.fn(() =>
      Promise.resolve({ ok: true, text: () => Promise.reject(new Error('aborted')) }),
    );
    expect(await loadThirdPartyAd('https://srv.example/ads.json', unreadable)).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('pixels', () => {
  it('splits on ||, puts the timestamp in every part, keeps each URL once', () => {
    expect(pixelUrls(validAd.pixel, '1700000000')).toEqual([
      'https://p1.example/px?t=1700000000',
      'https://p2.example/px/1700000000',
    ]);
    expect(pixelUrls('https://a.example/[timestamp]/[timestamp]||https://a.example/9/9', '9')).toEqual([
      'https://a.example/9/9',
    ]);
    expect(readAd(validAd)?.pixels).toHaveLength(2);
  });
  it('drops parts that are not http(s)', () => {
    expect(pixelUrls('javascript:alert(1)||data:image/gif;base64,R0l||https://ok.example/p', '1')).toEqual([
      'https://ok.example/p',
    ]);
    expect(pixelUrls(['https://a.example'], '1')).toEqual([]);
    expect(pixelUrls(undefined, '1')).toEqual([]);
  });
});

describe('hostile payloads', () => {
  it('accepts only http(s) URLs', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('//a.example/x')).toBe('https://a.example/x');
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'file:///etc/passwd',
      '/relative',
      'not a url',
      '',
      42,
      null,
    ]) {
      expect(safeUrl(bad)).toBeNull();
    }
    expect(safeUrl(`https://a.example/${'a'.repeat(5000)}`)).toBeNull();
  });

  it.each([
    ['a javascript: link', { ...validAd, statlink: 'javascript:alert(document.cookie)' }],
    ['a data: image', { ...validAd, image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a bad impression URL', { ...validAd, statimp: 'javascript:void 0' }],
    ['a number for a text', { ...validAd, company: 42 }],
    ['an object for a text', { ...validAd, description: { toString: (): string => 'x' } }],
    ['a missing link', { ...validAd, statlink: undefined }],
    ['a missing image', { ...validAd, image: undefined }],
    ['an empty company', { ...validAd, company: '   ' }],
    ['a huge description', { ...validAd, description: 'x'.repeat(1_000_000) }],
    ['a strange timestamp', { ...validAd, timestamp: '1"><img src=x>' }],
  ])('refuses an ad with %s', (_name, ad) => {
    expect(readAd(ad)).toBeNull();
    expect(firstUsableAd(JSON.stringify({ ads: [ad] }))).toBeNull();
  });

  it.each([
    ['not JSON', '<html>'],
    ['null', 'null'],
    ['an array', JSON.stringify([validAd])],
    ['ads not an array', JSON.stringify({ ads: { 0: validAd } })],
    ['ads entries of wrong types', JSON.stringify({ ads: [null, 1, 'x', [validAd]] })],
    ['thousands of entries', JSON.stringify({ ads: Array.from({ length: 5000 }, () => validAd) })],
    ['a huge body', JSON.stringify({ ads: [validAd], padding: 'x'.repeat(200_000) })],
  ])('shows no ad for a list that is %s, without throwing', (_name, body) => {
    expect(() => firstUsableAd(body)).not.toThrow();
    expect(firstUsableAd(body)).toBeNull();
  });

  it('keeps HTML in texts as plain characters (the component renders them as text)', () => {
    const ad = readAd({ ...validAd, company: '<img src=x onerror=alert(1)>' });
    expect(ad?.company).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads a numeric timestamp', () => {
    expect(readAd({ ...validAd, timestamp: 1700000000 })?.timestamp).toBe('1700000000');
  });
});
