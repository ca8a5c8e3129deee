/**
 * Which guide pages use which component: the demos a page embeds with
 * `<Demo file="…">` and the code samples in the page itself, read for their
 * imports from the MUI X packages. Pure functions over file contents.
 */

/** Files named by `<Demo file="…" />` in an MDX page, as written. */
export function demoFiles(pageSource) {
  return [...pageSource.matchAll(/<Demo\s[^>]*\bfile=["']([^"']+)["']/g)].map((match) => match[1]);
}

/**
 * Names imported from MUI X packages in a source text:
 * `{ package: '@mui/x-data-grid', name: 'DataGrid' }` for each, type-only imports left out.
 */
export function muiXImports(source) {
  const found = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mui\/x-[a-z-]+)(?:\/[^'"]*)?['"]/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const cleaned = specifier.trim();
      if (cleaned === '' || cleaned.startsWith('type ')) continue;
      const name = cleaned.split(/\s+as\s+/)[0].trim();
      found.push({ package: match[3], name });
    }
  }
  return found;
}

/** Front matter fields as strings (the simple `key: value` lines guides use). */
export function frontMatter(source) {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const fields = {};
  for (const line of block.split('\n')) {
    const match = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return fields;
}

/**
 * The route of a doc page inside the site (no base URL, locale or version):
 * its `slug` when set, else its path with the extension dropped, where a file
 * named `index` or like its folder stands for the folder.
 */
export function guideRoute(relativePath, fields = {}) {
  if (fields.slug) {
    const slug = fields.slug.startsWith('/') ? fields.slug : `/${fields.slug}`;
    return slug.endsWith('/') ? slug : `${slug}/`;
  }
  const parts = relativePath.replace(/\.mdx?$/, '').split('/');
  const last = parts[parts.length - 1];
  if (last === 'index' || last === 'README' || (parts.length > 1 && last === parts[parts.length - 2])) {
    parts.pop();
  }
  return `/${parts.join('/')}/`;
}
