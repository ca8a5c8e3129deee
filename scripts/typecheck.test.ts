import { otherAdapters, partition } from './typecheck';

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
