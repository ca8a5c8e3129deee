import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellEditStartReasons,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  method: string;
  servings: number;
}

const rows: Recipe[] = [
  {
    id: 1,
    dish: 'Shakshuka',
    method: 'Simmer peppers and tomatoes, crack in the eggs, cover until set.',
    servings: 4,
  },
  {
    id: 2,
    dish: 'Dal tadka',
    method: 'Boil lentils soft; pour over cumin and garlic fried in ghee.',
    servings: 6,
  },
  {
    id: 3,
    dish: 'Pierogi ruskie',
    method: 'Fill dough rounds with potato and curd cheese, boil, then fry.',
    servings: 5,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 150, editable: true },
  { field: 'method', headerName: 'Method', flex: 1, minWidth: 260, editable: true },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 100, editable: true },
];

export default function EditingEventsPrevent() {
  const [ignoreTyping, setIgnoreTyping] = React.useState(true);
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(true);

  // Typing a letter on a focused cell would replace its value: only start on double-click or Enter.
  const handleEditStart: GridEventListener<'cellEditStart'> = (params, event) => {
    if (ignoreTyping && params.reason === GridCellEditStartReasons.printableKeyDown) {
      event.defaultMuiPrevented = true;
    }
  };

  // A stray click elsewhere does not close the editor; Enter, Tab and Escape still do.
  const handleEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={ignoreTyping} onChange={(event) => setIgnoreTyping(event.target.checked)} />
          }
          label="Ignore typing to start"
        />
        <FormControlLabel
          control={
            <Switch checked={keepOnFocusOut} onChange={(event) => setKeepOnFocusOut(event.target.checked)} />
          }
          label="Keep editing on click outside"
        />
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleEditStart}
          onCellEditStop={handleEditStop}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
