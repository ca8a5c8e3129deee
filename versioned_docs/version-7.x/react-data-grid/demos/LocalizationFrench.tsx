import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';

const tasks = [
  { id: 1, tache: 'Commander le papier', responsable: 'Chloé', echeance: new Date(2024, 4, 6), faite: true },
  { id: 2, tache: 'Relire le devis', responsable: 'Yanis', echeance: new Date(2024, 4, 9), faite: false },
  { id: 3, tache: 'Préparer la réunion', responsable: 'Inès', echeance: new Date(2024, 4, 13), faite: false },
];

const columns: GridColDef[] = [
  { field: 'tache', headerName: 'Tâche', flex: 1, minWidth: 170 },
  { field: 'responsable', headerName: 'Responsable', width: 130 },
  { field: 'echeance', headerName: 'Échéance', type: 'date', width: 120 },
  { field: 'faite', headerName: 'Faite', type: 'boolean', width: 90 },
];

export default function LocalizationFrench() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        // The grid's French texts, with the pagination labels that come from Material UI's French locale.
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
      />
    </Box>
  );
}
