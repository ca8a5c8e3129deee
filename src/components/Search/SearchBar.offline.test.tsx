import { fireEvent, render, screen } from '@testing-library/react';
import SearchBar from './SearchBar';

// Offline: the dialog's code cannot be fetched.
jest.mock('./SearchModal', () => {
  throw new Error('offline');
});
jest.mock('./useSearchScope', () => ({
  useSearchScope: () => ({
    versionName: 'current',
    versionLabel: '8.0.0-alpha.1',
    indexUrl: '/x/search-index/current.json',
    currentProduct: null,
  }),
}));
jest.mock('./fetchIndexFile', () => ({ fetchIndexFile: () => Promise.reject(new Error('offline')) }));

it('says so when search cannot be loaded, and the page stays', async () => {
  render(
    <main>
      <p>Page text</p>
      <SearchBar />
    </main>,
  );
  fireEvent.click(screen.getByRole('button'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Search could not be loaded. Check your connection and try again.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Page text')).toBeInTheDocument();
});
