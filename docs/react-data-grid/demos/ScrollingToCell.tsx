import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { HOURS, sensorColumns, sensorRows } from './scrollingSensors';

export default function ScrollingToCell() {
  const apiRef = useGridApiRef();
  const [sensor, setSensor] = React.useState('S-0477');
  const [hour, setHour] = React.useState(18);
  const [result, setResult] = React.useState('');

  const jump = () => {
    const api = apiRef.current;
    if (!api) return;
    const field = `h${hour}`;
    // Indexes count visible rows (after sorting and filtering) and visible columns.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(sensor);
    const colIndex = api.getColumnIndex(field);
    // A row hidden by a filter has no index: the lookup returns undefined.
    if (rowIndex === undefined || rowIndex < 0) {
      setResult(`${sensor} is not visible: clear the filter first.`);
      return;
    }
    const scrolled = api.scrollToIndexes({ rowIndex, colIndex });
    api.setCellFocus(sensor, field);
    setResult(scrolled ? 'Scrolled to the cell.' : 'The cell was already in view.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Sensor"
          value={sensor}
          onChange={(event) => setSensor(event.target.value)}
          sx={{ width: 130 }}
        >
          {sensorRows.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.id}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Hour"
          value={hour}
          onChange={(event) => setHour(Number(event.target.value))}
          sx={{ width: 100 }}
        >
          {HOURS.map((value) => (
            <MenuItem key={value} value={value}>
              {`${String(value).padStart(2, '0')}:00`}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={jump}>
          Go to reading
        </Button>
        <Typography variant="body2" role="status">
          {result}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={sensorRows}
          columns={sensorColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={[100]}
        />
      </Box>
    </Box>
  );
}
