import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { books, BRANCHES, GENRES, type Book } from './filteringData';

interface Preset {
  name: string;
  model: GridFilterModel;
}

const STARTER_PRESETS: Preset[] = [
  { name: 'Everything', model: { items: [] } },
  {
    name: 'Crime in Old Town',
    model: { items: [{ field: 'genre', operator: 'is', value: 'Crime' }], quickFilterValues: ['Old Town'] },
  },
  { name: 'Long reads', model: { items: [{ field: 'pages', operator: '>=', value: 450 }] } },
  { name: 'On the shelf', model: { items: [{ field: 'available', operator: 'is', value: 'true' }] } },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: GENRES, width: 110 },
  { field: 'branch', headerName: 'Branch', type: 'singleSelect', valueOptions: BRANCHES, width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function RecipesFilterPresets() {
  const [presets, setPresets] = React.useState<Preset[]>(STARTER_PRESETS);
  const [selected, setSelected] = React.useState<string | null>('Everything');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [newName, setNewName] = React.useState('');
  const trimmedName = newName.trim();
  const nameTaken = presets.some((preset) => preset.name === trimmedName);

  const applyPreset = (name: string | null) => {
    const preset = presets.find((candidate) => candidate.name === name);
    if (!preset) return;
    setSelected(preset.name);
    setFilterModel(preset.model);
  };

  const savePreset = () => {
    setPresets((list) => [...list, { name: trimmedName, model: filterModel }]);
    setSelected(trimmedName);
    setNewName('');
  };

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_event, name: string | null) => applyPreset(name)}
        sx={{ flexWrap: 'wrap' }}
      >
        {presets.map((preset) => (
          <ToggleButton key={preset.name} value={preset.name}>
            {preset.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Save current filters as"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          error={nameTaken}
          helperText={nameTaken ? 'A preset with this name already exists.' : ' '}
        />
        <Button variant="outlined" onClick={savePreset} disabled={trimmedName === '' || nameTaken}>
          Save preset
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={books}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            // Editing the filters by hand leaves the preset that was applied.
            setSelected(null);
          }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
