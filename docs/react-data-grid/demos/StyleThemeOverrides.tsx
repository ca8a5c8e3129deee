import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { loans, type Loan } from './styleData';

// In an application these options go into the createTheme call of the app theme.
const gridThemeOptions: ThemeOptions = {
  components: {
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableColumnMenu: true },
      styleOverrides: {
        root: ({ theme }) => ({ border: 'none', fontSize: theme.typography.body2.fontSize }),
        columnHeader: ({ theme }) => ({
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: (theme.vars ?? theme).palette.primary.main,
        }),
        cell: { borderTopStyle: 'dashed' },
      },
    },
  },
};

/**
 * Scopes the grid options to this demo. It extends the page's theme rather than
 * replacing it, so the demo keeps the site's palette and colour scheme.
 */
function withGridOverrides(outerTheme: Theme): Theme {
  const scoped = createTheme(gridThemeOptions);
  return { ...outerTheme, components: { ...outerTheme.components, ...scoped.components } };
}

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'branch', headerName: 'Branch', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

export default function StyleThemeOverrides() {
  return (
    <ThemeProvider theme={withGridOverrides}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid rows={loans} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
