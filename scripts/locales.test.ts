/** @jest-environment node */
import { computeLocaleTable, staleTables, tagFromImportName } from './locales';

const pack = (localeText: Record<string, unknown>) => ({
  components: { MuiDataGrid: { defaultProps: { localeText } } },
});

describe('scripts/locales.ts', () => {
  it('the committed locale tables match the installed packages (run npm run locales)', () => {
    expect(staleTables()).toEqual([]);
  });

  it('counts a key as translated when the pack defines it, and reports English-identical values', () => {
    const english = { noRowsLabel: 'No rows', toolbarExportCSV: 'CSV', footerTotalRows: 'Total Rows:' };
    const table = computeLocaleTable(
      '@mui/x-data-grid',
      'MuiDataGrid',
      {
        deDE: pack({ noRowsLabel: 'Keine Einträge', toolbarExportCSV: 'CSV' }),
        frFR: pack({ noRowsLabel: 'Pas de résultats', footerTotalRows: undefined, unknownKey: 'x' }),
        frFRGrid: { noRowsLabel: 'Pas de résultats' },
        getGridLocalization: () => null,
      },
      english,
    );
    expect(table).toEqual({
      package: '@mui/x-data-grid',
      totalKeys: 3,
      locales: [
        {
          importName: 'frFR',
          tag: 'fr-FR',
          name: 'French (France)',
          translated: 1,
          sameAsEnglish: 0,
          reference: false,
        },
        {
          importName: 'deDE',
          tag: 'de-DE',
          name: 'German (Germany)',
          translated: 2,
          sameAsEnglish: 1,
          reference: false,
        },
      ],
    });
  });

  it('reads packs under the theme component the product uses', () => {
    const table = computeLocaleTable(
      '@mui/x-date-pickers',
      'MuiLocalizationProvider',
      {
        eu: {
          components: { MuiLocalizationProvider: { defaultProps: { localeText: { start: 'Hasiera' } } } },
        },
      },
      { start: 'Start', end: 'End' },
    );
    expect(table.locales).toEqual([
      { importName: 'eu', tag: 'eu', name: 'Basque', translated: 1, sameAsEnglish: 0, reference: false },
    ]);
  });

  it('derives BCP 47 tags from import names and refuses other names', () => {
    expect(['zhHK', 'nbNO', 'idIDGrid', 'enUS', 'mk', 'DEFAULT_LOCALE'].map(tagFromImportName)).toEqual([
      'zh-HK',
      'nb-NO',
      null,
      'en-US',
      'mk',
      null,
    ]);
  });
});
