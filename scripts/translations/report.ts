/** The text `npm run translations` prints for a locale's coverage (coverage.ts). */
import { productById } from '../../src/data/products';
import type { LocaleCoverage, PageInput, StringCoverage } from './coverage';

const STATE_TEXT = {
  outdated: 'the English page changed since it was stamped',
  unstamped: 'records no translated_from stamp',
} as const;

function group(file: string): string {
  if (file === 'code.json') return 'Site UI strings';
  if (file.startsWith('docusaurus-theme-classic/')) return 'Navbar and footer';
  if (file.startsWith('docusaurus-plugin-content-docs/')) return 'Sidebar labels';
  return 'Other plugin strings';
}

function ratio(done: number, total: number): string {
  return `${done}/${total}`.padStart(9);
}

function productName(product: PageInput['product']): string {
  return product ? productById(product).name : 'Site-wide';
}

function stringLines(coverage: LocaleCoverage): string[] {
  const width = Math.max(...coverage.strings.map((file) => file.file.length));
  const line = (file: StringCoverage) => {
    const theme =
      file.builtIn > 0 ? `  (${file.builtIn} by the theme's own ${coverage.locale} messages)` : '';
    return `  ${group(file.file).padEnd(18)} ${file.file.padEnd(width)} ${ratio(file.translated, file.total)}${theme}`;
  };
  const lines = coverage.strings.map(line);
  const untranslated = coverage.strings.flatMap((file) => file.untranslated);
  if (untranslated.length > 0) {
    lines.push('', `  Untranslated strings and labels (${untranslated.length}):`);
    for (const entry of untranslated) {
      const why = entry.reason === 'missing' ? 'missing' : 'same as English';
      lines.push(`    ${entry.file}  ${entry.key}  ${JSON.stringify(entry.english)}  (${why})`);
    }
  }
  for (const file of coverage.strings.filter((candidate) => candidate.unknown.length > 0)) {
    lines.push(
      '',
      `  ${file.file}: ${file.unknown.length} keys that write-translations does not find in the site ` +
        '(obsolete, or built with a dynamic id it cannot extract, so Crowdin never receives them):',
      `    ${file.unknown.join(', ')}`,
    );
  }
  return lines;
}

function pageLines(coverage: LocaleCoverage, { listMissing }: { listMissing: boolean }): string[] {
  const { pages } = coverage;
  const lines = [
    '',
    `  Pages (guides; the ${pages.apiPages} generated API reference pages are not translated)`,
    `    ${'Version'.padEnd(15)} ${'Product'.padEnd(22)} Translated  Outdated`,
  ];
  for (const row of pages.rows) {
    lines.push(
      `    ${row.versionLabel.padEnd(15)} ${productName(row.product).padEnd(22)} ${ratio(row.translated, row.total)}  ${String(row.outdated).padStart(8)}`,
    );
  }
  const total = pages.rows.reduce((sum, row) => sum + row.total, 0);
  const translated = pages.rows.reduce((sum, row) => sum + row.translated, 0);
  lines.push(
    `    ${'All'.padEnd(15)} ${''.padEnd(22)} ${ratio(translated, total)}  ${String(pages.outdated.length).padStart(8)}`,
  );
  lines.push('', `  Outdated pages (${pages.outdated.length}):`);
  for (const page of pages.outdated) {
    const state = page.translation?.state === 'unstamped' ? 'unstamped' : 'outdated';
    lines.push(`    ${page.translation?.source}  ${STATE_TEXT[state]} (${page.englishSource})`);
  }
  if (!listMissing) {
    lines.push('', `  Missing pages: ${pages.missing.length} (\`npm run translations\` lists them)`);
    return lines;
  }
  lines.push('', `  Missing pages (${pages.missing.length}):`);
  let heading = '';
  for (const page of pages.missing) {
    const next = `${page.versionLabel} · ${productName(page.product)}`;
    if (next !== heading) lines.push(`    ${next}`);
    heading = next;
    lines.push(`      ${page.englishSource}`);
  }
  return lines;
}

export function formatCoverage(coverage: LocaleCoverage, options: { listMissing: boolean }): string {
  return [
    `Translation coverage: ${coverage.locale} (${coverage.localeLabel}), ${coverage.localizationDir}/`,
    '',
    ...stringLines(coverage),
    ...pageLines(coverage, options),
  ].join('\n');
}
