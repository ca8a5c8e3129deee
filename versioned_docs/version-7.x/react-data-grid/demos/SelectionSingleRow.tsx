import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const recipes = [
  { id: 1, dish: 'Leek and potato soup', minutes: 40, serves: 4, steps: 'Sweat the leeks, add potato and stock, simmer 25 minutes, blend.' },
  { id: 2, dish: 'Lemon barley risotto', minutes: 50, serves: 2, steps: 'Toast the barley, add stock a ladle at a time, finish with lemon zest.' },
  { id: 3, dish: 'Roast squash salad', minutes: 35, serves: 3, steps: 'Roast the squash at 200 °C, toss with leaves, seeds and a mustard dressing.' },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 180 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'serves', headerName: 'Serves', type: 'number', width: 90 },
];

export default function SelectionSingleRow() {
  // Without checkboxes, the MIT grid selects one row at a time: a click replaces the selection.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1]);
  const recipe = recipes.find((entry) => entry.id === selection[0]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={recipes}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ mt: 1, p: 1.5 }}>
        <Typography variant="subtitle2">{recipe ? recipe.dish : 'No recipe selected'}</Typography>
        <Typography variant="body2">{recipe?.steps ?? 'Click a row to read its method.'}</Typography>
      </Paper>
    </Box>
  );
}
