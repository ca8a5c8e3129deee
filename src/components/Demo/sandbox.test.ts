import { decompressFromBase64 } from 'lz-string';
import {
  buildSandboxProject,
  codeSandboxParameters,
  demoFolder,
  demoFolderInProject,
  importedPackages,
  packageName,
  stackBlitzFields,
} from './sandbox';

const versions = {
  react: '19.2.9',
  'react-dom': '19.2.9',
  '@mui/material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/x-data-grid': '8.29.3',
};

const source = `import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import './Inventory.css';

export default function Inventory() {
  return <Box><DataGrid rows={[]} columns={[]} /></Box>;
}
`;

describe('sandbox payloads', () => {
  it('derives package names from import specifiers', () => {
    expect(packageName('@mui/x-data-grid/models')).toBe('@mui/x-data-grid');
    expect(packageName('dayjs/locale/fr')).toBe('dayjs');
    expect(packageName('./Inventory.css')).toBeNull();
    expect(importedPackages(source)).toEqual(['@mui/material', '@mui/x-data-grid']);
  });

  it('pins every dependency to the version the site runs', () => {
    const project = buildSandboxProject({ title: 'Inventory grid', source, variant: 'TS', versions });
    expect(project.dependencies).toEqual(versions);
    const pkg = JSON.parse(project.files['package.json'] ?? '{}');
    expect(pkg.dependencies['@mui/x-data-grid']).toBe('8.29.3');
    expect(pkg.devDependencies.typescript).toBeDefined();
    expect(Object.keys(project.files).sort()).toEqual(
      ['index.html', 'package.json', 'src/Demo.tsx', 'src/main.tsx', 'vite.config.js'].sort(),
    );
    expect(project.files['src/Demo.tsx']).toBe(source);
    expect(project.entry).toBe('src/Demo.tsx');
  });

  it('builds a JavaScript project without TypeScript', () => {
    const project = buildSandboxProject({
      title: 'Inventory',
      source: 'export default 1;',
      variant: 'JS',
      versions,
    });
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root'))");
    expect(JSON.parse(project.files['package.json'] ?? '{}').devDependencies.typescript).toBeUndefined();
  });

  it('adds extra files and refuses a package the site does not have', () => {
    const project = buildSandboxProject({
      title: 'x',
      source,
      variant: 'TS',
      versions,
      extraFiles: { 'Inventory.css': '.card { padding: 8px; }' },
    });
    expect(project.files['src/Inventory.css']).toBe('.card { padding: 8px; }');
    expect(() =>
      buildSandboxProject({ title: 'x', source: "import lodash from 'lodash';", variant: 'TS', versions }),
    ).toThrow('The demo imports "lodash", which is not a dependency of the site.');
  });

  it('keeps the paths a demo imports its local modules by, sibling or not, and their packages', () => {
    const demo = `import { monthly } from '../shared/climate';\nimport { label } from './labels';\nexport default () => label(monthly);\n`;
    const project = buildSandboxProject({
      title: 'Climate',
      source: demo,
      variant: 'TS',
      versions: { ...versions, dayjs: '1.11.23' },
      folder: demoFolder('docs/react-charts/demos/bars/Climate.tsx'),
      extraFiles: {
        'labels.ts': 'export const label = (rows: unknown[]) => String(rows.length);\n',
        '../shared/climate.ts':
          "export * from './units';\nimport dayjs from 'dayjs';\nexport const monthly = [dayjs()];\n",
        '../shared/units.ts': "export const UNIT = 'mm';\n",
      },
    });
    expect(project.entry).toBe('src/bars/Demo.tsx');
    expect(project.files['src/main.tsx']).toContain("import Demo from './bars/Demo';");
    expect(
      Object.keys(project.files)
        .filter((path) => path.startsWith('src/'))
        .sort(),
    ).toEqual([
      'src/bars/Demo.tsx',
      'src/bars/labels.ts',
      'src/main.tsx',
      'src/shared/climate.ts',
      'src/shared/units.ts',
    ]);
    // A package only a local module imports is a dependency too.
    expect(project.dependencies.dayjs).toBe('1.11.23');
    expect(
      demoFolderInProject('docs/grid/server/demos', ['../../demos/serverSimulation.ts', 'rows.ts']),
    ).toBe('server/demos/');
    expect(demoFolderInProject('docs/grid/demos', ['rows.ts', 'nested/more.ts'])).toBe('');
    expect(() => demoFolderInProject('docs', ['../../outside.ts'])).toThrow(/outside the site/);
  });

  it('encodes CodeSandbox parameters as URL-safe compressed JSON', () => {
    const project = buildSandboxProject({ title: 'x', source, variant: 'TS', versions });
    const parameters = codeSandboxParameters(project);
    expect(parameters).not.toMatch(/[+/=]/);
    const restored = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const padded = restored + '='.repeat((4 - (restored.length % 4)) % 4);
    const json = JSON.parse(decompressFromBase64(padded) ?? '{}');
    expect(json.files['src/Demo.tsx'].content).toBe(source);
  });

  it('lists StackBlitz form fields per file', () => {
    const fields = stackBlitzFields(buildSandboxProject({ title: 'Grid', source, variant: 'TS', versions }));
    expect(fields['project[title]']).toBe('Grid');
    expect(fields['project[files][src/Demo.tsx]']).toBe(source);
  });
});
