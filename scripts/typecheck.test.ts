import { join } from 'node:path';
import { configPaths, otherAdapters, partition } from './typecheck';

describe('configPaths', () => {
  it('checks the site, then each archived version with its own packages against them', () => {
    const root = join(__dirname, '..');
    const paths = configPaths(root);
    expect(paths[0]).toBe(join(root, 'tsconfig.json'));
    expect(paths).toContain(join(root, 'versioned_docs', 'version-7.x', 'tsconfig.json'));
  });
});

describe('otherAdapters', () => {
  it('finds the pickers adapters a file imports, Day.js aside', () => {
    const source = [
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
      "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
      "import { AdapterDateFns } from '@mui/x-date-pickers-pro/AdapterDateFns';",
    ].join('\n');
    expect(otherAdapters(source)).toEqual(['AdapterDateFns', 'AdapterLuxon']);
    expect(otherAdapters("import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';")).toEqual([]);
    expect(otherAdapters("import { DataGrid } from '@mui/x-data-grid';")).toEqual([]);
  });
});

describe('partition', () => {
  const files: Record<string, string> = {
    'src/a.ts': 'export const a = 1;',
    'docs/DayjsDemo.tsx': "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    'docs/LuxonDemo.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
    'docs/LuxonToo.tsx': "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
    'docs/untyped.d.ts': "declare module 'untyped-calendar';",
  };
  const groups = partition(Object.keys(files), (file) => files[file] ?? '');

  it('checks every file, Day.js demos with the site and each other adapter apart', () => {
    expect(groups.map((group) => group.adapters)).toEqual(['', 'AdapterLuxon']);
    expect(groups[0]?.files).toEqual(['src/a.ts', 'docs/DayjsDemo.tsx', 'docs/untyped.d.ts']);
  });

  it('gives every program the ambient declarations', () => {
    expect(groups[1]?.files).toEqual(['docs/LuxonDemo.tsx', 'docs/LuxonToo.tsx', 'docs/untyped.d.ts']);
  });
});
