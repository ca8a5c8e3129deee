import { algoliaFromEnv, hasAlgolia } from './algoliaConfig';

describe('algoliaFromEnv', () => {
  it('keeps local search when nothing is set', () => {
    expect(algoliaFromEnv({})).toBeUndefined();
    expect(algoliaFromEnv({ ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: '' })).toBeUndefined();
  });

  it('turns on DocSearch, faceted by version and language, when all three are set', () => {
    expect(
      algoliaFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'mui-x' }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'mui-x', contextualSearch: true });
  });

  it('names what is missing when only some are set', () => {
    expect(() => algoliaFromEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(
      'missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME',
    );
  });
});

describe('hasAlgolia', () => {
  it('reads the theme config', () => {
    expect(hasAlgolia({})).toBe(false);
    expect(hasAlgolia({ algolia: { appId: 'a', apiKey: 'b', indexName: 'c' } })).toBe(true);
  });
});
