import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const siteDir = join(__dirname, '..');
const script = join(siteDir, 'scripts/grid-locales.mjs');

/** Runs a snippet of ES module code with the script's exports in scope and returns its JSON output. */
function evaluate(code: string): unknown {
  const source = `import * as locales from ${JSON.stringify(script)};\n${code}`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' });
  return JSON.parse(output);
}

describe('scripts/grid-locales.mjs', () => {
  it('the committed locale table matches the installed @mui/x-data-grid (run npm run locales)', () => {
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`The locale table is out of date: run npm run locales\n${result.stderr}`);
    }
    expect(result.status).toBe(0);
  });

  it('counts a key as translated when the locale defines it, and reports English-identical values', () => {
    const table = evaluate(`
      const localization = (localeText) => ({ components: { MuiDataGrid: { defaultProps: { localeText } } } });
      const english = { noRowsLabel: 'No rows', toolbarExportCSV: 'CSV', footerTotalRows: 'Total Rows:' };
      const table = locales.computeLocaleTable(
        {
          deDE: localization({ noRowsLabel: 'Keine Einträge', toolbarExportCSV: 'CSV' }),
          frFR: localization({ noRowsLabel: 'Pas de résultats', footerTotalRows: undefined, unknownKey: 'x' }),
          frFRGrid: { noRowsLabel: 'Pas de résultats' },
          getGridLocalization: () => null,
        },
        english,
      );
      console.log(JSON.stringify(table));
    `);
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

  it('derives BCP 47 tags from import names and refuses other names', () => {
    expect(
      evaluate(
        `console.log(JSON.stringify(['zhHK', 'nbNO', 'idIDGrid', 'enUS'].map(locales.tagFromImportName)));`,
      ),
    ).toEqual(['zh-HK', 'nb-NO', null, 'en-US']);
  });
});
