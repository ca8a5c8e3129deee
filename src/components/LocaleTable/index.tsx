import type { ReactNode } from 'react';
import { toLocaleRows } from './localeRows';

export interface LocaleTableLabels {
  locale: string;
  tag: string;
  importName: string;
  completion: string;
  reference: string;
  unavailable: string;
}

interface LocaleTableProps {
  /** The generated table (docs/<guide folder>/localizationTable.json). */
  data: unknown;
  /** Texts of the page's language: the table is page content, so the page supplies them. */
  labels: LocaleTableLabels;
  /** Package the import names come from, e.g. `@mui/x-data-grid/locales`. */
  importFrom: string;
}

/** A product's locale packs with their completion, generated from the installed package (npm run locales). */
export default function LocaleTable({ data, labels, importFrom }: LocaleTableProps): ReactNode {
  const rows = toLocaleRows(data);
  if (rows === null) {
    return <p role="status">{labels.unavailable}</p>;
  }
  const total = (data as { totalKeys: number }).totalKeys;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{labels.locale}</th>
          <th scope="col">{labels.tag}</th>
          <th scope="col">{labels.importName}</th>
          <th scope="col">{labels.completion}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.importName}>
            <th scope="row">{row.name}</th>
            <td>
              <code>{row.tag}</code>
            </td>
            <td>
              <code title={`import { ${row.importName} } from '${importFrom}';`}>{row.importName}</code>
            </td>
            <td>
              {row.reference ? (
                labels.reference
              ) : (
                <>
                  <meter
                    min={0}
                    max={total}
                    value={row.translated}
                    aria-label={`${row.name}: ${row.percent} %`}
                  />{' '}
                  {row.translated} / {total} ({row.percent} %)
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
