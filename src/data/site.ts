/** Site identity and addresses, as typed data: components and config read them from here. */
export const SITE = {
  title: 'MUI X',
  tagline:
    'Advanced React components for complex use cases: data grid, date and time pickers, charts and tree view.',
  logoAlt: 'MUI X logo',
  /** Production documentation host; the base URL below is appended to it. */
  productionUrl: 'https://mui.com',
  baseUrl: '/x/',
  repositoryUrl: 'https://github.com/mui/mui-x',
  copyright: `Documentation of the MUI X v8 packages. Code samples are MIT licensed.`,
} as const;

/** The translators' guide: the "Translating" section of the README at the root of the site's sources. */
export const TRANSLATORS_GUIDE = 'README.md#translating';

/**
 * Where the translators' guide is read: in the site's sources as the build
 * knows them (a repository URL ending in `/`, the one demos link their source
 * files to), else on the default branch of the repository.
 */
export function translatorsGuideUrl(sourceBaseUrl: string | null): string {
  const base = sourceBaseUrl ?? `${SITE.repositoryUrl}/blob/HEAD/`;
  return `${base.endsWith('/') ? base : `${base}/`}${TRANSLATORS_GUIDE}`;
}
