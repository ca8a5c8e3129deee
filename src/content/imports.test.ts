import { muiXImports } from './imports';

describe('muiXImports', () => {
  it('reads value imports from MUI X entry points, with their product', () => {
    const source = [
      "import Box from '@mui/material/Box';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import type { DateRange } from '@mui/x-date-pickers-pro/models';",
      "import {\n  BarChart as Bars,\n} from '@mui/x-charts/BarChart';",
      "import { Heatmap } from '@mui/x-charts-pro/Heatmap';",
    ].join('\n');
    expect(muiXImports(source)).toEqual([
      { product: 'data-grid', name: 'DataGrid' },
      { product: 'charts', name: 'BarChart' },
      { product: 'charts', name: 'Heatmap' },
    ]);
  });

  it('ignores packages that are not MUI X products', () => {
    expect(muiXImports("import { LicenseInfo } from '@mui/x-license';")).toEqual([]);
  });
});
