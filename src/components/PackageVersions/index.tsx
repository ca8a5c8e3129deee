import type { ReactNode } from 'react';
import packageJson from '@site/package.json';
import { packageVersionRows } from './packageVersions';

export interface PackageVersionsLabels {
  product: string;
  package: string;
  version: string;
  /** The product cell of the licence package the commercial packages share. */
  shared: string;
}

/**
 * The exact version of every MUI X package the site installs and its demos
 * run, read from package.json when the site is built (never typed into a
 * page). The page supplies the texts, since the table is page content.
 */
export default function PackageVersions({ labels }: { labels: PackageVersionsLabels }): ReactNode {
  const rows = packageVersionRows(packageJson.dependencies);
  return (
    <table data-package-versions="">
      <thead>
        <tr>
          <th scope="col">{labels.product}</th>
          <th scope="col">{labels.package}</th>
          <th scope="col">{labels.version}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>{row.product ?? labels.shared}</td>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <code>{row.version}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
