/**
 * Project payloads for opening a demo in StackBlitz or CodeSandbox: a small
 * Vite + React project with the demo, its entry file and a package.json
 * pinned to the versions this site runs. Pure functions.
 */
import { compressToBase64 } from 'lz-string';
import { packageName } from './model';

export { packageName };

export type CodeVariant = 'TS' | 'JS';

export interface SandboxInput {
  title: string;
  /** The demo's source in the chosen variant. */
  source: string;
  variant: CodeVariant;
  /** Versions of the site's own dependencies, from its package.json. */
  versions: Readonly<Record<string, string>>;
  /**
   * The local files the demo imports (modules, stylesheets), keyed by their
   * path from the demo's folder: `rows.ts`, `../shared/climate.ts`.
   */
  extraFiles?: Readonly<Record<string, string>>;
  /**
   * The demo's folder from the site root (`docs/react-charts/demos/bars`): the
   * project keeps the names of the folders its `../` imports climb out of.
   */
  folder?: string;
}

export interface SandboxProject {
  title: string;
  files: Record<string, string>;
  dependencies: Record<string, string>;
  /** The demo's file in the project, the one a sandbox opens first: `src/Demo.tsx`, `src/bars/Demo.tsx`. */
  entry: string;
}

const ALWAYS = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];
const DEV_VERSIONS = { vite: '^6.0.0', '@vitejs/plugin-react': '^4.3.0', typescript: '^5.6.0' };

/** `import … from`, `import '…'` and `export … from` specifiers at the start of a line. */
const STATIC_SPECIFIER = /^(?:import|export)\s+(?:[\w\s{},*$]*?\bfrom\s*)?['"]([^'"\n]+)['"]/gm;

export function importedPackages(source: string): string[] {
  const specifiers = [...source.matchAll(STATIC_SPECIFIER)].map((match) => match[1] ?? '');
  return [...new Set(specifiers.map(packageName).filter((name): name is string => name !== null))];
}

const SCRIPT = /\.(tsx?|jsx?)$/;

/**
 * Where the demo's folder sits under `src/` so that every local file keeps
 * the relative path the demo imports it by: as deep as the farthest `../`
 * reaches, named like the site's folders (`bars`, `demos/bars`), or `src/`
 * itself when every file is beside the demo or below it.
 */
export function demoFolderInProject(folder: string, localPaths: readonly string[]): string {
  const depth = Math.max(0, ...localPaths.map((path) => /^(?:\.\.\/)*/.exec(path)?.[0].length ?? 0)) / 3;
  if (depth === 0) return '';
  const segments = folder.split('/').filter(Boolean);
  if (segments.length < depth) {
    throw new Error(`A local file of the demo in ${folder} lies outside the site: ${localPaths.join(', ')}.`);
  }
  return `${segments.slice(-depth).join('/')}/`;
}

/** The folder of a demo's file (`docs/react-charts/demos/bars/BarsBasic.tsx` → `docs/react-charts/demos/bars`). */
export function demoFolder(file: string): string {
  return file.split(/[\\/]/).slice(0, -1).join('/');
}

/** `src/<folder>` + a path relative to it (`../shared/climate.ts`), normalized: `src/shared/climate.ts`. */
function projectPath(demoDir: string, path: string): string {
  return new URL(path, `https://project.invalid/src/${demoDir}`).pathname.slice(1);
}

export function buildSandboxProject(input: SandboxInput): SandboxProject {
  const ext = input.variant === 'TS' ? 'tsx' : 'jsx';
  const extraFiles = input.extraFiles ?? {};
  const demoDir = demoFolderInProject(input.folder ?? '', Object.keys(extraFiles));
  const scripts = [
    input.source,
    ...Object.entries(extraFiles)
      .filter(([path]) => SCRIPT.test(path))
      .map(([, content]) => content),
  ];
  const dependencies: Record<string, string> = {};
  for (const name of [...ALWAYS, ...scripts.flatMap(importedPackages)]) {
    const version = input.versions[name];
    if (!version) {
      throw new Error(`The demo imports "${name}", which is not a dependency of the site.`);
    }
    dependencies[name] = version;
  }
  const devDependencies: Record<string, string> = { ...DEV_VERSIONS };
  if (input.variant === 'JS') delete devDependencies.typescript;
  const packageJson = {
    name: input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build' },
    dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>${input.title}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.${ext}"></script>\n  </body>\n</html>\n`,
    'vite.config.js': `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n`,
    [`src/main.${ext}`]: `import * as React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport Demo from './${demoDir}Demo';\n\ncreateRoot(document.getElementById('root')${input.variant === 'TS' ? '!' : ''}).render(\n  <React.StrictMode>\n    <Demo />\n  </React.StrictMode>,\n);\n`,
  };
  const entry = `src/${demoDir}Demo.${ext}`;
  files[entry] = input.source;
  for (const [path, content] of Object.entries(extraFiles)) {
    files[projectPath(demoDir, path)] = content;
  }
  return { title: input.title, files, dependencies, entry };
}

/** CodeSandbox's define API takes the files as LZ-compressed, URL-safe base64 JSON. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content }]),
  );
  return compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Form fields of StackBlitz's POST API. */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files)) {
    fields[`project[files][${path}]`] = content;
  }
  return fields;
}
