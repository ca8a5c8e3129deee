import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

/** A running order for a community radio show, ready to be rearranged. */
const tracks: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Tidewater Band', length: '3:42' },
  { id: 2, title: 'Paper Planes at Dawn', artist: 'Mira Solberg', length: '4:05' },
  { id: 3, title: 'Kilimanjaro Sunday', artist: 'Baraka Quartet', length: '5:18' },
  { id: 4, title: 'Salt and Vinegar', artist: 'Low Tide Club', length: '2:57' },
  { id: 5, title: 'Night Tram', artist: 'Eva Lindqvist Trio', length: '6:01' },
  { id: 6, title: 'Open Windows', artist: 'Caro Mendes', length: '3:33' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'artist', headerName: 'Artist', width: 180 },
  { field: 'length', headerName: 'Length', width: 90, align: 'right', headerAlign: 'right' },
];

export default function RowOrderingBasic() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={tracks} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
