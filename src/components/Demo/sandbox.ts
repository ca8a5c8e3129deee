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
  /** Extra files next to the demo, e.g. a stylesheet it imports. */
  extraFiles?: Readonly<Record<string, string>>;
}

export interface SandboxProject {
  title: string;
  files: Record<string, string>;
  dependencies: Record<string, string>;
}

const ALWAYS = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];
const DEV_VERSIONS = { vite: '^6.0.0', '@vitejs/plugin-react': '^4.3.0', typescript: '^5.6.0' };

export function importedPackages(source: string): string[] {
  const specifiers = [...source.matchAll(/^import\s[^'"]*?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(specifiers.map(packageName).filter((name): name is string => name !== null))];
}

export function buildSandboxProject(input: SandboxInput): SandboxProject {
  const ext = input.variant === 'TS' ? 'tsx' : 'jsx';
  const dependencies: Record<string, string> = {};
  for (const name of [...ALWAYS, ...importedPackages(input.source)]) {
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
    [`src/main.${ext}`]: `import * as React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport Demo from './Demo';\n\ncreateRoot(document.getElementById('root')${input.variant === 'TS' ? '!' : ''}).render(\n  <React.StrictMode>\n    <Demo />\n  </React.StrictMode>,\n);\n`,
    [`src/Demo.${ext}`]: input.source,
  };
  for (const [name, content] of Object.entries(input.extraFiles ?? {})) {
    files[`src/${name}`] = content;
  }
  return { title: input.title, files, dependencies };
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
