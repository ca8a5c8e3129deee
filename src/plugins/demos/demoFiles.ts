/** Finds a demo's files next to its page and reads every styling flavour of it. */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { extractPreview, typescriptToJavascript } from './transpile';
import { demoLocalFiles, localModuleFiles } from './localModules';
import { FLAVOURS, type DemoSources, type Flavour } from './types';
import { demoModel } from '../../components/Demo/model';
import { liveVersionOfFile, pinnedVersions } from '../../data/versionPackages';

/** File name suffix of each flavour: `X.tsx`, `X.tailwind.tsx`, `X.css.tsx`. */
const SUFFIX: Record<Flavour, string> = { system: '.tsx', tailwind: '.tailwind.tsx', css: '.css.tsx' };

export class DemoFileError extends Error {
  constructor(page: string, message: string) {
    super(`<Demo> in ${page}: ${message}`);
    this.name = 'DemoFileError';
  }
}

export function findImports(source: string): string[] {
  const specifiers = [...source.matchAll(/^import\s+(?:(type\s)?[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2] ?? '');
  return [...new Set(specifiers.filter(Boolean))];
}

/**
 * The folder a page's demo paths are relative to: the page's own folder, except
 * for a translated page (`i18n/<locale>/docusaurus-plugin-content-docs/<version>/…`),
 * whose demos are those of the source page it translates (`docs/…` or
 * `versioned_docs/version-<name>/…`), so a translation keeps the same `<Demo file>` lines.
 */
export function demoBaseDir(pagePath: string, siteDir: string): string {
  const page = relative(siteDir, pagePath).split(sep).join('/');
  const match = /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/([^/]+)\/(.*)$/.exec(page);
  if (!match) return dirname(pagePath);
  const [, version, rest] = match as unknown as [string, string, string];
  const sourceRoot = version === 'current' ? 'docs' : join('versioned_docs', version);
  return dirname(join(siteDir, sourceRoot, rest));
}

/** Resolves `file` (relative to the page) and checks it names an existing `.tsx` demo. */
export function resolveDemoFile(pagePath: string, file: unknown, siteDir: string): string {
  const page = relative(siteDir, pagePath);
  if (typeof file !== 'string' || !file.startsWith('./') || !file.endsWith('.tsx')) {
    throw new DemoFileError(
      page,
      `the "file" attribute must be a relative path to a .tsx file, like "./demos/Basic.tsx".`,
    );
  }
  const absolute = resolve(demoBaseDir(pagePath, siteDir), file);
  if (!existsSync(absolute)) {
    throw new DemoFileError(page, `the demo file ${relative(siteDir, absolute)} does not exist.`);
  }
  return absolute;
}

/**
 * Every file a demo's sources are read from: its flavours and the local
 * modules and stylesheets they import, followed transitively (a missing one
 * throws, naming it). The sources module depends on these, so editing any of
 * them refreshes the code a reader sees, in `docusaurus start` and in cached rebuilds.
 */
export function demoSourceFiles(mainFile: string): string[] {
  const files = new Set<string>();
  for (const path of Object.values(flavourFiles(mainFile))) {
    files.add(path);
    localModuleFiles(path).forEach((file) => files.add(file));
  }
  return [...files];
}

export function flavourFiles(mainFile: string): Partial<Record<Flavour, string>> {
  const base = mainFile.slice(0, -'.tsx'.length);
  const files: Partial<Record<Flavour, string>> = {};
  for (const flavour of FLAVOURS) {
    const candidate = `${base}${SUFFIX[flavour]}`;
    if (existsSync(candidate)) files[flavour] = candidate;
  }
  return files;
}

export async function loadDemoSources(mainFile: string, siteDir: string): Promise<DemoSources> {
  const flavours: DemoSources['flavours'] = {};
  for (const [flavour, path] of Object.entries(flavourFiles(mainFile)) as [Flavour, string][]) {
    const ts = readFileSync(path, 'utf8');
    const js = await typescriptToJavascript(ts, relative(siteDir, path));
    const imports = findImports(ts);
    const files = await demoLocalFiles(path, js, siteDir);
    flavours[flavour] = { ts, js, preview: extractPreview(ts), imports, files };
  }
  const imports = Object.values(flavours).flatMap((flavour) => flavour.imports);
  const version = liveVersionOfFile(relative(siteDir, mainFile));
  return {
    name: demoName(mainFile),
    file: relative(siteDir, mainFile),
    flavours,
    model: demoModel([...new Set(imports)]),
    ...(version ? { versions: pinnedVersions(version) } : {}),
  };
}

/** A demo's name: its main file's name without `.tsx` (`data-demo` in the built HTML). */
export function demoName(mainFile: string): string {
  return basename(mainFile, '.tsx');
}

/** What the content manifest records of a demo. */
export interface DemoSummary {
  name: string;
  /** Main file, from the site root. */
  file: string;
  flavours: Flavour[];
  /** Modules the demo imports (every flavour; type-only imports left out). */
  imports: string[];
}

/**
 * A demo's name, files and imports. Reading its sibling files checks they
 * exist: a missing one throws, naming it.
 */
export function describeDemo(mainFile: string, siteDir: string): DemoSummary {
  demoSourceFiles(mainFile);
  const files = flavourFiles(mainFile);
  const imports = Object.values(files).flatMap((path) => findImports(readFileSync(path, 'utf8')));
  return {
    name: demoName(mainFile),
    file: relative(siteDir, mainFile).split(sep).join('/'),
    flavours: FLAVOURS.filter((flavour) => files[flavour]),
    imports: [...new Set(imports)],
  };
}
