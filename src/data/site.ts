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
