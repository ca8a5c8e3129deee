import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  ColumnsPanelTrigger,
  DataGrid,
  gridColumnVisibilityModelSelector,
  Toolbar,
  ToolbarButton,
  GridViewColumnIcon,
  useGridApiContext,
  useGridSelector,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

/** Named views: each one is a complete visibility model. */
const PRESETS: Record<string, GridColumnVisibilityModel> = {
  Reception: { minutes: false, capacity: false, level: false },
  Instructors: { studio: false, booked: false, capacity: false },
  Everything: {},
};

function sameModel(a: GridColumnVisibilityModel, b: GridColumnVisibilityModel) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? true) === (b[key] ?? true));
}

function PresetToolbar() {
  const apiRef = useGridApiContext();
  const current = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const active = Object.keys(PRESETS).find((name) => sameModel(PRESETS[name] ?? {}, current)) ?? null;
  return (
    <Toolbar>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={active}
        aria-label="Column presets"
        onChange={(_event, name: string | null) => {
          const preset = name ? PRESETS[name] : undefined;
          if (preset) apiRef.current.setColumnVisibilityModel(preset);
        }}
      >
        {Object.keys(PRESETS).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* Fine-tuning a preset makes it a custom view: no preset is highlighted any more. */}
      <ColumnsPanelTrigger render={<ToolbarButton aria-label="Adjust the columns" />}>
        <GridViewColumnIcon fontSize="small" />
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelPresets() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={studioColumns}
        showToolbar
        slots={{ toolbar: PresetToolbar }}
        initialState={{ columns: { columnVisibilityModel: PRESETS.Reception } }}
      />
    </Box>
  );
}
