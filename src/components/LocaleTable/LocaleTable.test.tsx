import { render, screen } from '@testing-library/react';
import LocaleTable, { type LocaleTableLabels } from '.';

const labels: LocaleTableLabels = {
  locale: 'Locale',
  tag: 'BCP 47 tag',
  importName: 'Import name',
  completion: 'Translated keys',
  reference: 'reference (English)',
  unavailable: 'The locale table could not be read.',
};

const data = {
  package: '@mui/x-data-grid',
  version: '8.29.3',
  totalKeys: 200,
  locales: [
    {
      importName: 'enUS',
      tag: 'en-US',
      name: 'English (United States)',
      translated: 200,
      sameAsEnglish: 180,
      reference: true,
    },
    {
      importName: 'frFR',
      tag: 'fr-FR',
      name: 'French (France)',
      translated: 150,
      sameAsEnglish: 4,
      reference: false,
    },
  ],
};

describe('LocaleTable', () => {
  it('renders one row per locale with its tag, import name and completion', () => {
    render(<LocaleTable data={data} labels={labels} importFrom="@mui/x-data-grid/locales" />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: 'French (France)' })).toBeInTheDocument();
    expect(screen.getByText('fr-FR')).toBeInTheDocument();
    expect(screen.getByText('frFR')).toHaveAttribute(
      'title',
      "import { frFR } from '@mui/x-data-grid/locales';",
    );
    expect(screen.getByText('150 / 200 (75 %)')).toBeInTheDocument();
    expect(screen.getByText('reference (English)')).toBeInTheDocument();
  });

  it('shows a message instead of the table when the data is unusable', () => {
    render(
      <LocaleTable data={{ locales: 'broken' }} labels={labels} importFrom="@mui/x-data-grid/locales" />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The locale table could not be read.');
  });
});
