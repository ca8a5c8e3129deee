/**
 * Hosted search: the classic theme's Algolia DocSearch integration is used
 * when an app id, a search-only API key and an index name are all set.
 */

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Facets results by the reader's version and language. */
  contextualSearch: true;
}

const VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** Algolia settings from the environment; `undefined` (local search) when none is set. */
export function algoliaFromEnv(env: Record<string, string | undefined>): AlgoliaSettings | undefined {
  const values = VARIABLES.map((name) => env[name]?.trim() ?? '');
  const missing = VARIABLES.filter((_name, index) => values[index] === '');
  if (missing.length === VARIABLES.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Algolia search needs ${VARIABLES.join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set all three, or none for the built-in local search.',
    );
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  return { appId, apiKey, indexName, contextualSearch: true };
}

/** Whether a site's theme config turns on hosted search. */
export function hasAlgolia(themeConfig: Record<string, unknown>): boolean {
  return typeof themeConfig.algolia === 'object' && themeConfig.algolia !== null;
}
