import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { buildSearchIndex } from '@site/src/search/buildIndex';
import SearchBar from './SearchBar';
import SearchModal from './SearchModal';
import { clearLoadedIndexes } from './loadSearchIndex';

const push = jest.fn();
let pathname = '/x/introduction/installation/';

jest.mock(
  '@docusaurus/router',
  () => ({
    useHistory: () => ({ push }),
    useLocation: () => ({ pathname, search: '', hash: '' }),
  }),
  { virtual: true },
);
jest.mock('@docusaurus/useBaseUrl', () => ({ __esModule: true, default: (path: string) => `/x${path}` }), {
  virtual: true,
});
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
  }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => {
    const current = { name: 'current', label: '8.0.0-alpha.1' };
    return {
      useVersions: () => [current, { name: '7.x', label: 'v7' }],
      useActiveDocContext: () => ({ activeVersion: current }),
      useDocsPreferredVersion: () => ({ preferredVersion: null }),
      useLatestVersion: () => current,
    };
  },
  { virtual: true },
);

const index = buildSearchIndex(
  [
    {
      url: '/x/react-data-grid/editing/',
      title: 'Data Grid - Editing',
      sections: [{ heading: '', anchor: '', text: 'Edit cells and rows.' }],
    },
    {
      url: '/x/react-date-pickers/date-picker/',
      title: 'Date Picker',
      sections: [{ heading: 'Keyboard editing', anchor: 'keyboard-editing', text: 'Type a date.' }],
    },
    {
      url: '/x/api/data-grid/data-grid/',
      title: 'DataGrid API',
      sections: [{ heading: '', anchor: '', text: 'Props for editing.' }],
    },
  ],
  { locale: 'en', version: 'current' },
);

const fetchMock = jest.fn();
beforeEach(() => {
  clearLoadedIndexes();
  push.mockReset();
  pathname = '/x/introduction/installation/';
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => index });
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function openModal(initialQuery = '') {
  const onClose = jest.fn();
  render(<SearchModal initialQuery={initialQuery} onClose={onClose} />);
  const input = screen.getByRole('combobox');
  return { onClose, input };
}

describe('SearchModal', () => {
  it('loads this version’s index and lists results in a listbox with marked matches', async () => {
    const { input } = await openModal();
    expect(fetchMock).toHaveBeenCalledWith('/x/search-index/current.json');
    expect(input).toHaveAttribute('placeholder', 'Search v8');
    fireEvent.change(input, { target: { value: 'editing' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Data Grid - Editing');
    expect(options[0]?.querySelector('mark')).toHaveTextContent('Editing');
    expect(screen.getByRole('listbox')).toHaveAttribute('id', input.getAttribute('aria-controls'));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('API')).toBeInTheDocument();
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    const { input, onClose } = await openModal('editing');
    const options = await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith(options[2]?.getAttribute('href'));
  });

  it('ranks the current page’s product first', async () => {
    pathname = '/x/react-date-pickers/date-picker/';
    await openModal('editing');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Date Picker');
  });

  it('closes on Escape and says when nothing matched', async () => {
    const { input, onClose } = await openModal('nothingmatches');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No results for “nothingmatches”.'),
    );
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a retry when the index cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) });
    await openModal('editing');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('could not be loaded'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects a file that is not a search index', async () => {
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ hello: 1 }) });
    await openModal('editing');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('could not be loaded'));
  });

  it('links to the full search page with the query and version', async () => {
    await openModal('row grouping');
    expect(screen.getByText('See all results').closest('a')).toHaveAttribute(
      'href',
      '/x/search/?q=row+grouping&version=current',
    );
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });
});

describe('SearchBar', () => {
  it('loads nothing until opened, then opens on Ctrl+K and closes on Escape', async () => {
    render(<SearchBar />);
    const button = screen.getByRole('button', { name: 'Search Ctrl K' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('starts the search with the character typed on the box', async () => {
    render(<SearchBar />);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'e' });
    expect(await screen.findByRole('combobox')).toHaveValue('e');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “e”.'));
  });
});
