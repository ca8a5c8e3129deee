/** A page pathname must be unique in one version's navigation tree. */

/** The parts of a processed sidebar item this check reads. */
export type NavigationItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'link'; href: string }
  | { type: 'category'; items: NavigationItem[]; link?: { type: string; id?: string; permalink?: string } }
  | { type: 'html' };

export class DuplicatePathnameError extends Error {
  constructor(
    readonly pathname: string,
    readonly version: string,
  ) {
    super(
      `Duplicate pathname "${pathname}" in the navigation tree of version ${version}. ` +
        'A page may appear only once in a version’s sidebars: remove or change one of the entries.',
    );
    this.name = 'DuplicatePathnameError';
  }
}

export function collectPathnames(
  items: readonly NavigationItem[],
  permalinkOf: (docId: string) => string,
): string[] {
  return items.flatMap((item): string[] => {
    switch (item.type) {
      case 'doc':
      case 'ref':
        return [permalinkOf(item.id)];
      case 'link':
        return [item.href];
      case 'category': {
        const own = item.link?.type === 'doc' && item.link.id ? [permalinkOf(item.link.id)] : [];
        const generated = item.link?.permalink ? [item.link.permalink] : [];
        return [...own, ...generated, ...collectPathnames(item.items, permalinkOf)];
      }
      default:
        return [];
    }
  });
}

/** Throws for the first pathname that appears twice across all sidebars of one version. */
export function assertUniquePathnames(
  version: string,
  sidebars: Record<string, readonly NavigationItem[]>,
  permalinkOf: (docId: string) => string,
): void {
  const seen = new Set<string>();
  for (const items of Object.values(sidebars)) {
    for (const pathname of collectPathnames(items, permalinkOf)) {
      if (seen.has(pathname)) {
        throw new DuplicatePathnameError(pathname, version);
      }
      seen.add(pathname);
    }
  }
}
