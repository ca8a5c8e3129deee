import {
  buildPayload,
  canonicalPagePath,
  COMMENT_MAX_LENGTH,
  commentLength,
  isCommentTooLong,
  randomId,
  sectionFromHash,
} from './payload';

const context = { page: '/x/react-data-grid/', version: '8.0.0-alpha.1', language: 'en' };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('buildPayload', () => {
  it('builds the documented payload with a trimmed comment and the section', () => {
    expect(
      buildPayload({
        id: 'a7e0c2a4-1b2c-4d3e-8f40-5a6b7c8d9e0f',
        context,
        rating: 'no',
        comment: '  The filter example is missing.\n',
        section: '#quick-filter',
      }),
    ).toEqual({
      ok: true,
      payload: {
        id: 'a7e0c2a4-1b2c-4d3e-8f40-5a6b7c8d9e0f',
        page: '/x/react-data-grid/',
        version: '8.0.0-alpha.1',
        language: 'en',
        rating: 'no',
        comment: 'The filter example is missing.',
        section: 'quick-filter',
      },
    });
  });

  it('leaves the section out when the reader came from no heading', () => {
    const result = buildPayload({ id: randomId(), context, rating: 'yes', comment: '', section: '' });
    expect(result.ok && Object.keys(result.payload)).toEqual([
      'id',
      'page',
      'version',
      'language',
      'rating',
      'comment',
    ]);
  });

  it('refuses a comment over the limit instead of cutting it', () => {
    expect(buildPayload({ id: randomId(), context, rating: 'yes', comment: 'a'.repeat(2001) })).toEqual({
      ok: false,
      reason: 'commentTooLong',
    });
  });
});

describe('comment limits', () => {
  it('allows 2,000 characters after trimming, counted as the receiver counts them', () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000);
    expect(isCommentTooLong(`  ${'a'.repeat(2000)}  `)).toBe(false);
    expect(isCommentTooLong('a'.repeat(2001))).toBe(true);
    expect(commentLength(' 😀文档 ')).toBe(3);
    expect(isCommentTooLong('😀'.repeat(2000))).toBe(false);
  });
});

describe('randomId', () => {
  it('is a version 4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    const ones = { getRandomValues: (array: Uint8Array) => array.fill(255) };
    expect(randomId(ones as unknown as Pick<Crypto, 'getRandomValues'>)).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
  });
});

describe('canonicalPagePath', () => {
  it('maps a localized permalink onto the default language', () => {
    expect(canonicalPagePath('/x/zh/react-data-grid/', '/x/zh/', '/x/')).toBe('/x/react-data-grid/');
    expect(canonicalPagePath('/x/zh/v7/introduction/', '/x/zh/', '/x/')).toBe('/x/v7/introduction/');
  });

  it("follows the site's trailing-slash setting", () => {
    expect(canonicalPagePath('/x/introduction/installation', '/x/', '/x/', true)).toBe(
      '/x/introduction/installation/',
    );
    expect(canonicalPagePath('/x/introduction/', '/x/', '/x/', false)).toBe('/x/introduction');
    expect(canonicalPagePath('/x/introduction', '/x/', '/x/')).toBe('/x/introduction');
  });

  it('keeps default-language paths and drops query and hash', () => {
    expect(canonicalPagePath('/x/react-charts/?tab=api#bars', '/x/', '/x/')).toBe('/x/react-charts/');
  });
});

describe('sectionFromHash', () => {
  it('reads a heading id from the fragment', () => {
    expect(sectionFromHash('#peer-dependencies')).toBe('peer-dependencies');
    expect(sectionFromHash('#%E5%AE%89%E8%A3%85')).toBe('安装');
  });

  it('ignores empty, malformed and oversize fragments', () => {
    expect(sectionFromHash('')).toBeUndefined();
    expect(sectionFromHash('#')).toBeUndefined();
    expect(sectionFromHash('#%E0%A4%A')).toBeUndefined();
    expect(sectionFromHash('#two words')).toBeUndefined();
    expect(sectionFromHash(`#${'a'.repeat(201)}`)).toBeUndefined();
  });
});
