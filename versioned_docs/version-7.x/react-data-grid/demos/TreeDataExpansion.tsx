import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef, type GridGroupNode } from '@mui/x-data-grid-pro';

interface Place {
  id: number;
  hierarchy: string[];
  population: number;
}

const places: Place[] = [
  { id: 1, hierarchy: ['Norway'], population: 5550000 },
  { id: 2, hierarchy: ['Norway', 'Vestland'], population: 641000 },
  { id: 3, hierarchy: ['Norway', 'Vestland', 'Bergen'], population: 291000 },
  { id: 4, hierarchy: ['Norway', 'Vestland', 'Voss'], population: 16000 },
  { id: 5, hierarchy: ['Norway', 'Troms'], population: 168000 },
  { id: 6, hierarchy: ['Norway', 'Troms', 'Tromsø'], population: 78000 },
  { id: 7, hierarchy: ['Portugal'], population: 10400000 },
  { id: 8, hierarchy: ['Portugal', 'Algarve'], population: 467000 },
  { id: 9, hierarchy: ['Portugal', 'Algarve', 'Faro'], population: 67000 },
  { id: 10, hierarchy: ['Portugal', 'Algarve', 'Lagos'], population: 33000 },
];

const columns: GridColDef<Place>[] = [{ field: 'population', headerName: 'Population', type: 'number', width: 140 }];

// Norway starts expanded; every other group starts collapsed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey === 'Norway';

export default function TreeDataExpansion() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    for (const id of apiRef.current.getAllRowIds()) {
      const node = apiRef.current.getRowNode(id);
      if (node?.type === 'group') apiRef.current.setRowChildrenExpansion(id, expanded);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={places}
          columns={columns}
          getTreeDataPath={(row) => row.hierarchy}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{ headerName: 'Place', flex: 1 }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
