import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridActionsCellItem,
  GridDeleteIcon,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { createVolunteerSource } from './volunteerDataSource';
import { ROLES, type Volunteer } from './volunteers';

export default function CrudDataSource() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(createVolunteerSource);
  const [message, setMessage] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      // Resolving updates the row in the grid and empties the cache; rejecting keeps the cell in edit mode.
      updateRow: ({ updatedRow }) => server.update(updatedRow as Volunteer),
    }),
    [server],
  );

  const remove = async (row: Volunteer) => {
    await server.remove(row.id);
    setMessage(`${row.name} was removed.`);
    // The page may now hold one row less, and later pages have moved: ask the server again.
    await apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  const columns: GridColDef<Volunteer>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 130, editable: true },
    { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
    { field: 'active', headerName: 'Active', type: 'boolean', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 60,
      getActions: ({ row }) => [
        <GridActionsCellItem key="delete" icon={<GridDeleteIcon />} label={`Delete ${row.name}`} onClick={() => remove(row)} />,
      ],
    },
  ];

  return (
    <Stack spacing={1}>
      {message && <Alert severity="info">{message}</Alert>}
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => setMessage(error.cause instanceof Error ? error.cause.message : error.message)}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
