import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: string;
  title: string;
  borrower: string;
  branch: string;
  daysOverdue: number;
}

const rows: Loan[] = [
  { id: 'LN-3011', title: 'The Salt Road', borrower: 'Amara Okafor', branch: 'Riverside', daysOverdue: 3 },
  {
    id: 'LN-3012',
    title: 'A Field Guide to Mosses',
    borrower: 'Lukas Brandt',
    branch: 'Old Town',
    daysOverdue: 12,
  },
  {
    id: 'LN-3015',
    title: 'Night Trains of Europe',
    borrower: 'Ines Duarte',
    branch: 'Riverside',
    daysOverdue: 1,
  },
  { id: 'LN-3019', title: 'Baking with Rye', borrower: 'Tomasz Wilk', branch: 'Harbour', daysOverdue: 27 },
  {
    id: 'LN-3024',
    title: 'Lighthouses of the North',
    borrower: 'Freya Lund',
    branch: 'Old Town',
    daysOverdue: 6,
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'id', headerName: 'Loan', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190 },
  { field: 'borrower', headerName: 'Borrower', width: 150 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'daysOverdue', headerName: 'Days overdue', type: 'number', width: 120 },
];

const DELIMITERS = [
  { value: '\t', label: 'Tab' },
  { value: ';', label: 'Semicolon' },
  { value: ' | ', label: 'Pipe' },
];

export default function ClipboardDelimiter() {
  const [delimiter, setDelimiter] = React.useState(';');
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={delimiter}
        aria-label="Cell delimiter"
        onChange={(_event, value: string | null) => {
          if (value !== null) setDelimiter(value);
        }}
      >
        {DELIMITERS.map((option) => (
          <ToggleButton key={option.label} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          clipboardCopyCellDelimiter={delimiter}
          onClipboardCopy={setCopied}
          hideFooter
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ m: 0, p: 1, bgcolor: 'action.hover', minHeight: 48 }}>
        {copied ? copied.replace(/\t/g, '→') : 'Select rows and press Ctrl+C (⌘+C on macOS).'}
      </Typography>
    </Stack>
  );
}
