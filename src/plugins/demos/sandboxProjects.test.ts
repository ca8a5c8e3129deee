/**
 * @jest-environment node
 *
 * The StackBlitz / CodeSandbox project of every demo of every version, in
 * each styling flavour and code variant, as the demo toolbar builds it: every
 * import of every file in it must resolve inside the project, to a file of
 * the project or to a package its package.json lists. TypeScript's own import
 * scanner reads the files, so nothing the bundler would follow is missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import packageJson from '../../../package.json';
import {
  buildSandboxProject,
  demoFolder,
  packageName,
  type SandboxProject,
} from '../../components/Demo/sandbox';
import { loadDemoSources, resolveDemoFile } from './demoFiles';

const SITE_DIR = join(__dirname, '..', '..', '..');
const DEMO_FILE = /<Demo\s+file="([^"]+)"/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js', '/index.jsx'];

/** Every demo main file named by an English page (translations show the same files). */
function allDemoFiles(): string[] {
  const demos = new Set<string>();
  for (const root of ['docs', 'versioned_docs']) {
    const pages = readdirSync(join(SITE_DIR, root), { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.mdx'),
    );
    for (const page of pages) {
      const pagePath = join(SITE_DIR, root, page);
      for (const [, file] of readFileSync(pagePath, 'utf8').matchAll(DEMO_FILE)) {
        demos.add(resolveDemoFile(pagePath, file, SITE_DIR));
      }
    }
  }
  return [...demos].sort();
}

/** The imports of a project that do not resolve inside it, as `file: specifier`. */
function unresolvedImports(project: SandboxProject): string[] {
  const pkg = JSON.parse(project.files['package.json'] ?? '{}') as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const packages = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
  const problems: string[] = [];
  for (const [path, content] of Object.entries(project.files)) {
    if (!/\.(tsx?|jsx?)$/.test(path)) continue;
    for (const { fileName: specifier } of ts.preProcessFile(content, true, true).importedFiles) {
      if (specifier.startsWith('.')) {
        const target = new URL(specifier, `https://project.invalid/${path}`).pathname.slice(1);
        if (!EXTENSIONS.some((extension) => `${target}${extension}` in project.files)) {
          problems.push(`${path}: ${specifier}`);
        }
      } else if (!packages.has(packageName(specifier) ?? specifier)) {
        problems.push(`${path}: ${specifier} (not in package.json)`);
      }
    }
  }
  return problems;
}

it('builds a sandbox project of every demo in which every import resolves', async () => {
  const demos = allDemoFiles();
  expect(demos.length).toBeGreaterThan(700);
  const problems: string[] = [];
  let projects = 0;
  let withParentImports = 0;
  for (const mainFile of demos) {
    const sources = await loadDemoSources(mainFile, SITE_DIR);
    for (const [flavour, source] of Object.entries(sources.flavours)) {
      for (const variant of ['TS', 'JS'] as const) {
        const project = buildSandboxProject({
          title: sources.name,
          source: variant === 'TS' ? source.ts : source.js,
          variant,
          versions: packageJson.dependencies,
          extraFiles: source.files[variant],
          folder: demoFolder(relative(SITE_DIR, mainFile)),
        });
        projects += 1;
        if (Object.keys(source.files[variant]).some((path) => path.startsWith('../'))) withParentImports += 1;
        problems.push(
          ...unresolvedImports(project).map(
            (problem) => `${sources.file} (${flavour}, ${variant}) ${problem}`,
          ),
        );
      }
    }
  }
  expect(problems).toEqual([]);
  // The projects checked include demos whose modules live outside their folder.
  expect(projects).toBeGreaterThan(demos.length * 2 - 1);
  expect(withParentImports).toBeGreaterThan(50);
}, 600_000);
