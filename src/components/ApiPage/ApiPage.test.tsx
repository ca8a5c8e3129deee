import { act, fireEvent, render, screen, within } from '@testing-library/react';
import ApiPage from './index';
import ApiIndex from './ApiIndex';
import { apiIndexToc, apiToc } from './toc';
import { API_LAYOUT_KEY } from './layoutPreference';
import type { ApiComponentModel, ApiIconsModel, ApiIndexModel, ApiInterfaceModel } from './types';

jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({ as: Tag, id, children }: { as: 'h2'; id: string; children: React.ReactNode }) => (
      <Tag id={id}>{children}</Tag>
    ),
  }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    // Like Docusaurus: the base URL is added unless the path already starts with it.
    default: ({ to, children }: { to: string; children: React.ReactNode }) => (
      <a href={to.startsWith('/x/') ? to : `/x${to}`}>{children}</a>
    ),
  }),
  { virtual: true },
);
jest.mock(
  '@theme/CodeBlock',
  () => ({
    __esModule: true,
    default: ({ children }: { children: string }) => <pre>{children}</pre>,
  }),
  { virtual: true },
);

const grid: ApiComponentModel = {
  kind: 'component',
  name: 'DataGrid',
  slug: 'data-grid',
  product: 'data-grid',
  plan: 'mit',
  package: '@mui/x-data-grid',
  description: '',
  imports: [
    "import { DataGrid } from '@mui/x-data-grid';",
    "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
  ],
  props: [
    { name: 'columns', type: 'readonly GridColDef<R>[]', required: true, description: 'Set of columns.' },
    {
      name: 'density',
      type: 'GridDensity',
      expanded: ["'standard'", "'compact'", "'comfortable'"],
      required: false,
      default: '"standard"',
      description: 'Set the density of the Data Grid.',
    },
    {
      name: 'oldProp',
      type: 'boolean',
      required: false,
      deprecated: 'Use `newProp` instead.',
      description: 'An old prop.',
    },
    {
      name: 'pageSizeOptions',
      type: 'ReadonlyArray<number | { value: number; label: string }>',
      required: false,
      default: '[25, 50, 100]',
      description:
        'Select the pageSize dynamically, see [the guide](https://mui.com/x/react-data-grid/pagination/).',
    },
  ],
  inheritedProps: 3,
  slots: [
    {
      name: 'toolbar',
      type: 'React.JSXElementConstructor<GridToolbarProps>',
      default: 'null',
      description: 'Toolbar.',
    },
  ],
  classes: [
    { key: 'root', className: 'MuiDataGrid-root', description: 'Styles applied to the root element.' },
  ],
  forwardsRef: true,
  themeName: 'MuiDataGrid',
};

const guides = [{ title: 'Data Grid', permalink: '/x/react-data-grid/' }];

function propsSection(): HTMLElement {
  const section = document.querySelector<HTMLElement>('[data-section="props"]');
  if (!section) throw new Error('no props section');
  return section;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

test('a component page shows imports, props with types and defaults, slots, classes, ref, theme name and guides', () => {
  render(<ApiPage model={grid} guides={guides} />);
  expect(screen.getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
  expect(screen.getByText('DataGrid is a React component of @mui/x-data-grid.')).toBeInTheDocument();
  expect(screen.getByText(/from '@mui\/x-data-grid\/DataGrid'/)).toBeInTheDocument();
  for (const id of ['import', 'details', 'props', 'slots', 'css-classes', 'guides']) {
    expect(document.getElementById(id)).not.toBeNull();
  }
  const props = within(propsSection());
  expect(props.getByText('[25, 50, 100]')).toBeInTheDocument();
  expect(props.getByText('Required')).toBeInTheDocument();
  expect(props.getByText('Deprecated')).toBeInTheDocument();
  expect(props.getByText('newProp').closest('div')).toHaveTextContent('Use newProp instead.');
  expect(props.getByText('expand (3 members)')).toBeInTheDocument();
  expect(props.getByText("'comfortable'")).toBeInTheDocument();
  // The JSDoc links the production host's guide: the reader stays on this site.
  expect(props.getByRole('link', { name: 'the guide' })).toHaveAttribute(
    'href',
    '/x/react-data-grid/pagination/',
  );
  expect(screen.getByText(/accepts 3 props inherited/)).toBeInTheDocument();
  expect(screen.getByText('.MuiDataGrid-root')).toBeInTheDocument();
  expect(screen.getByText('MuiDataGrid')).toBeInTheDocument();
  expect(screen.getByText('The ref is forwarded to the root element.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
});

test('the filter narrows props, counts matches and says when nothing matches', () => {
  render(<ApiPage model={grid} />);
  const props = within(propsSection());
  const box = props.getByLabelText('Filter by name, type or description');
  expect(props.getByRole('status')).toHaveTextContent('4 of 4');
  fireEvent.change(box, { target: { value: 'page' } });
  expect(props.getByRole('status')).toHaveTextContent('1 of 4');
  expect(props.queryByText('columns')).toBeNull();
  fireEvent.change(box, { target: { value: 'comfortable' } });
  expect(props.getByText('density')).toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'zzz' } });
  expect(props.getByText('No prop matches “zzz”.')).toBeInTheDocument();
  expect(props.getByRole('status')).toHaveTextContent('0 of 4');
});

test('the layout choice switches table and list and is remembered', () => {
  const { unmount } = render(<ApiPage model={grid} />);
  const props = within(propsSection());
  expect(props.getByRole('table')).toBeInTheDocument();
  fireEvent.click(props.getByRole('button', { name: 'List' }));
  expect(props.queryByRole('table')).toBeNull();
  expect(props.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  expect(window.localStorage.getItem(API_LAYOUT_KEY)).toBe('list');
  unmount();
  render(<ApiPage model={grid} />);
  expect(within(propsSection()).queryByRole('table')).toBeNull();
});

test('a malformed stored layout falls back to the table with a warning', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem(API_LAYOUT_KEY, '{"evil":true}');
  render(<ApiPage model={grid} />);
  expect(within(propsSection()).getByRole('table')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Ignoring the stored apiLayout/));
});

test('an interface page shows its definition, expansion and members', () => {
  const model: ApiInterfaceModel = {
    kind: 'interface',
    name: 'DateView',
    slug: 'date-view',
    product: 'date-pickers',
    plan: 'pro',
    package: '@mui/x-date-pickers-pro',
    description: 'The views of a date.',
    imports: ["import { type DateView } from '@mui/x-date-pickers-pro';"],
    definition: 'DateViewAlias',
    expanded: ["'year'", "'day'"],
    members: [],
  };
  render(<ApiPage model={model} />);
  expect(screen.getByText('The views of a date.')).toBeInTheDocument();
  expect(screen.getByText('Available in the Pro and Premium plans.')).toBeInTheDocument();
  expect(document.getElementById('definition')).not.toBeNull();
  expect(document.getElementById('members')).toBeNull();
  expect(screen.getByText("'year'")).toBeInTheDocument();
  expect(apiToc(model).map((item) => item.id)).toEqual(['import', 'definition']);
});

test('the TOC lists the sections a component page shows', () => {
  expect(apiToc(grid, guides)).toEqual([
    { value: 'Import', id: 'import', level: 2 },
    { value: 'Component details', id: 'details', level: 2 },
    { value: 'Props', id: 'props', level: 2 },
    { value: 'Slots', id: 'slots', level: 2 },
    { value: 'CSS classes', id: 'css-classes', level: 2 },
    { value: 'Used in guides', id: 'guides', level: 2 },
  ]);
  const bare = { ...grid, props: [], inheritedProps: 0, slots: [], classes: [] };
  expect(apiToc(bare).map((item) => item.id)).toEqual(['import', 'details']);
});

test('the index lists components and types with plan markers', () => {
  const index: ApiIndexModel = {
    product: 'charts',
    name: 'Charts',
    components: [
      { name: 'BarChart', path: '/api/charts/bar-chart/', plan: 'mit', summary: 'Bars.' },
      { name: 'Heatmap', path: '/api/charts/heatmap/', plan: 'pro', summary: '' },
    ],
    interfaces: [],
  };
  render(<ApiIndex index={index} />);
  expect(screen.getByRole('link', { name: 'BarChart' })).toHaveAttribute('href', '/x/api/charts/bar-chart/');
  expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
  expect(screen.getByText(/2 components and 0 types/)).toBeInTheDocument();
  expect(apiIndexToc(index)).toEqual([{ value: 'Components', id: 'components', level: 2 }]);
  act(() => undefined);
});

test('an icons page lists each icon with its plan and imports', () => {
  const model: ApiIconsModel = {
    kind: 'icons',
    name: 'Icons',
    slug: 'icons',
    product: 'data-grid',
    plan: 'mit',
    package: '@mui/x-data-grid',
    description: '',
    imports: [],
    icons: [
      { name: 'GridAddIcon', plan: 'mit', imports: ["import { GridAddIcon } from '@mui/x-data-grid';"] },
      {
        name: 'GridPivotIcon',
        plan: 'premium',
        imports: ["import { GridPivotIcon } from '@mui/x-data-grid-premium';"],
      },
    ],
  };
  render(<ApiPage model={model} />);
  expect(screen.getByText(/The 2 icon components/)).toBeInTheDocument();
  expect(document.getElementById('icons')).not.toBeNull();
  expect(screen.getByText("import { GridAddIcon } from '@mui/x-data-grid';")).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
  expect(apiToc(model)).toEqual([{ value: 'Icons', id: 'icons', level: 2 }]);
});
