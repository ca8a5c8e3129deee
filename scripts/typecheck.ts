/**
 * `npm run typecheck`: TypeScript over the whole site (tsconfig.json), strict,
 * with the pickers' adapters kept apart.
 *
 * The pickers type their values with `PickerValidDate`, the union of the date
 * types of every adapter a TypeScript program imports. An application uses one
 * adapter; the site's demos use several (Day.js almost everywhere, date-fns,
 * Luxon, Moment and the Jalali and Hijri calendars on the pages about them). In
 * one program the union would make every `Dayjs` state incompatible with
 * `onChange`. So a demo that imports a pickers adapter other than Day.js is
 * checked in a program of its own, with the files it imports: each demo is
 * checked exactly as a reader's single-adapter app would be, and nothing is
 * loosened.
 *
 * An archived version whose demos run its own packages has a tsconfig.json of
 * its own (`versioned_docs/version-7.x/tsconfig.json`, left out of the site's):
 * its `paths` send the real package names (`@mui/x-data-grid`) to the
 * version's aliased packages, so its demos are checked against that version's
 * declarations, as the build resolves them (src/data/versionPackages.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ADAPTER_IMPORT = /@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)/g;
const DEFAULT_ADAPTER = 'AdapterDayjs';

/** The pickers adapters other than Day.js a source file imports, sorted; empty for most files. */
export function otherAdapters(source: string): string[] {
  const adapters = new Set([...source.matchAll(ADAPTER_IMPORT)].map((match) => match[1] ?? ''));
  adapters.delete(DEFAULT_ADAPTER);
  return [...adapters].sort();
}

function readConfig(configPath: string): ts.ParsedCommandLine {
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const dir = configPath.replace(/[\\/]?tsconfig\.json$/, '') || '.';
  return ts.parseJsonConfigFileContent(config, ts.sys, dir, { noEmit: true }, configPath);
}

/** The site's tsconfig.json, then each archived version's own (`versioned_docs/version-<name>/tsconfig.json`). */
export function configPaths(root: string): string[] {
  const siteConfig = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!siteConfig) throw new Error('tsconfig.json not found');
  const versionsDir = join(root, 'versioned_docs');
  const versioned = existsSync(versionsDir)
    ? readdirSync(versionsDir)
        .sort()
        .map((dir) => join(versionsDir, dir, 'tsconfig.json'))
        .filter((file) => existsSync(file))
    : [];
  return [siteConfig, ...versioned];
}

/** Groups the site's files into programs: the main one, and one per set of other adapters. */
export function partition(fileNames: readonly string[], read: (file: string) => string) {
  const groups = new Map<string, string[]>([['', []]]);
  const declarations = fileNames.filter((file) => file.endsWith('.d.ts'));
  for (const file of fileNames) {
    const key = /\.tsx?$/.test(file) && !file.endsWith('.d.ts') ? otherAdapters(read(file)).join('+') : '';
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups].map(([adapters, files]) => ({
    adapters,
    // Ambient declarations (such as a module declaration for an untyped date library) apply to every program.
    files: adapters === '' ? files : [...files, ...declarations],
  }));
}

const NO_INPUTS = 18003;

/** Type-checks the files of one tsconfig, in one program per set of pickers adapters. */
function checkConfig(configPath: string, name: string): ts.Diagnostic[] {
  const config = readConfig(configPath);
  const host = ts.createCompilerHost(config.options);
  let previous: ts.Program | undefined;
  // A version folder without TypeScript files yet has nothing to check (TS18003 "No inputs were found").
  const diagnostics: ts.Diagnostic[] = config.errors.filter((error) => error.code !== NO_INPUTS);
  if (config.fileNames.length === 0) return diagnostics;
  const groups = partition(config.fileNames, (file) => readFileSync(file, 'utf8'));
  for (const { adapters, files } of groups) {
    const program = ts.createProgram({
      rootNames: files,
      options: config.options,
      host,
      oldProgram: previous,
    });
    previous = program;
    diagnostics.push(...ts.getPreEmitDiagnostics(program));
    const label = adapters ? `${name}, demos with ${adapters.split('+').join(', ')}` : name;
    console.log(`typecheck: ${label} (${files.length} files)`);
  }
  return diagnostics;
}

function main(): void {
  const diagnostics = configPaths(process.cwd()).flatMap((configPath, index) =>
    checkConfig(
      configPath,
      index === 0 ? 'the site' : (configPath.split(/[\\/]/).slice(-2, -1)[0] ?? configPath),
    ),
  );
  const unique = new Map(
    diagnostics.map((diagnostic) => [
      `${diagnostic.file?.fileName}:${diagnostic.start}:${diagnostic.code}`,
      diagnostic,
    ]),
  );
  if (unique.size > 0) {
    console.error(
      ts.formatDiagnosticsWithColorAndContext([...unique.values()], {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => process.cwd(),
        getNewLine: () => '\n',
      }),
    );
    console.error(`typecheck: ${unique.size} error(s)`);
    process.exit(1);
  }
  console.log('typecheck: no errors');
}

if (process.argv[1] && /typecheck\.ts$/.test(process.argv[1])) main();
