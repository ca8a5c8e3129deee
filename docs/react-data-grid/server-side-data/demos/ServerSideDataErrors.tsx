import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridGetRowsError,
  GridUpdateRowError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { createLoanServer, type Loan } from './serverSideLoans';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'daysOut', headerName: 'Days out (editable)', type: 'number', width: 170, editable: true },
];

export default function ServerSideDataErrors() {
  const apiRef = useGridApiRef();
  const [outage, setOutage] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  // This demo's own pretend server, so edits stay inside it.
  const [server] = React.useState(() => createLoanServer(120));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      updateRow: ({ updatedRow }) => server.updateRow(updatedRow as Loan),
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      setProblem(`Not saved: ${error.message} Press Escape to cancel the edit.`);
    } else {
      setProblem(`Loading rows ${error.params.start}–${error.params.end} failed: ${error.message}.`);
    }
  };

  const retry = () => {
    setProblem(null);
    void apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={outage}
            onChange={(event) => {
              setOutage(event.target.checked);
              server.setDown(event.target.checked);
            }}
          />
        }
        label="Simulate a server outage"
      />
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }} action={<Button onClick={retry}>Retry</Button>}>
          {problem}
        </Alert>
      )}
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
