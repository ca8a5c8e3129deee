import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  hotel: string;
  city: string;
  stars: number;
}

// The editor: writes each change into the cell's edit value through the grid's API.
function RatingEditor({ id, field, value }: GridRenderEditCellParams<Hotel, number>) {
  const apiRef = useGridApiContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        name={`rating-${id}`}
        value={value ?? 0}
        autoFocus
        onChange={(_event, next) => apiRef.current.setEditCellValue({ id, field, value: next ?? 0 })}
      />
    </Box>
  );
}

const hotels: Hotel[] = [
  { id: 1, hotel: 'Fjord View Inn', city: 'Bergen', stars: 3 },
  { id: 2, hotel: 'Casa do Largo', city: 'Évora', stars: 4 },
  { id: 3, hotel: 'The Granary', city: 'Ghent', stars: 2 },
];

const columns: GridColDef<Hotel>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'stars',
    headerName: 'Your rating',
    type: 'number',
    width: 180,
    editable: true,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Hotel, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Hotel, number>) => <RatingEditor {...params} />,
  },
];

export default function EditingCustomEditor() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={hotels} columns={columns} hideFooter />
    </Box>
  );
}
