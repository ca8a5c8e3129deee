/**
 * What playground code can import. A package loads only when the code imports
 * it (the reader's first Data Grid pulls in the grid, and nothing else), and a
 * component's own entry point (`@mui/material/Button`,
 * `@mui/x-date-pickers/DatePicker`) resolves to that export of its package.
 */
import { packageName } from '../Demo/sandbox';

/** The package entry points the playground offers, loaded on demand (one chunk each). */
const ENTRY_POINTS: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  dayjs: () => import('dayjs'),
  '@mui/material': () => import('@mui/material'),
  '@mui/material/styles': () => import('@mui/material/styles'),
  '@mui/x-data-grid': () => import('@mui/x-data-grid'),
  '@mui/x-data-grid-pro': () => import('@mui/x-data-grid-pro'),
  '@mui/x-data-grid-premium': () => import('@mui/x-data-grid-premium'),
  '@mui/x-date-pickers': () => import('@mui/x-date-pickers'),
  '@mui/x-date-pickers/AdapterDayjs': () => import('@mui/x-date-pickers/AdapterDayjs'),
  '@mui/x-date-pickers-pro': () => import('@mui/x-date-pickers-pro'),
  '@mui/x-date-pickers-pro/AdapterDayjs': () => import('@mui/x-date-pickers/AdapterDayjs'),
  '@mui/x-charts': () => import('@mui/x-charts'),
  '@mui/x-charts-pro': () => import('@mui/x-charts-pro'),
  '@mui/x-tree-view': () => import('@mui/x-tree-view'),
  '@mui/x-tree-view-pro': () => import('@mui/x-tree-view-pro'),
};

export const PLAYGROUND_PACKAGES = [
  ...new Set(Object.keys(ENTRY_POINTS).map((entry) => packageName(entry) ?? entry)),
];

export class PlaygroundImportError extends Error {
  constructor(specifier: string) {
    super(
      `"${specifier}" cannot be imported in the playground. It offers ${PLAYGROUND_PACKAGES.join(', ')} ` +
        '(and their components’ own entry points, such as @mui/material/Button).',
    );
    this.name = 'PlaygroundImportError';
  }
}

/** Every module specifier the source imports (type-only imports included: they cost nothing to resolve). */
export function importedSpecifiers(source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*import\s(?:[^'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(specifiers.filter(Boolean))];
}

/** How a specifier is served: an entry point itself, or one export of an entry point. */
export function resolveSpecifier(specifier: string): { entry: string; exportName: string | null } | null {
  if (specifier in ENTRY_POINTS) return { entry: specifier, exportName: null };
  const slash = specifier.lastIndexOf('/');
  const entry = specifier.slice(0, slash);
  const exportName = specifier.slice(slash + 1);
  if (slash > 0 && entry in ENTRY_POINTS && /^[A-Za-z_$][\w$]*$/.test(exportName)) {
    return { entry, exportName };
  }
  return null;
}

/** Loads what the source imports, as the scope `evaluateDemo` resolves imports from. */
export async function loadPlaygroundScope(source: string): Promise<Record<string, unknown>> {
  const scope: Record<string, unknown> = {};
  await Promise.all(
    importedSpecifiers(source).map(async (specifier) => {
      const resolved = resolveSpecifier(specifier);
      const load = resolved ? ENTRY_POINTS[resolved.entry] : undefined;
      if (!resolved || !load) throw new PlaygroundImportError(specifier);
      const module = (await load()) as Record<string, unknown>;
      if (resolved.exportName === null) {
        scope[specifier] = module;
        return;
      }
      const value = module[resolved.exportName];
      if (value === undefined) throw new PlaygroundImportError(specifier);
      scope[specifier] = { ...module, default: value, __esModule: true };
    }),
  );
  return scope;
}
