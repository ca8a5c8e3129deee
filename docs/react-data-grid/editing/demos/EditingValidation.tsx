import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  minStock: number;
  maxStock: number;
}

const rows: Product[] = [
  { id: 1, sku: 'TEA-GRN-100', minStock: 20, maxStock: 200 },
  { id: 2, sku: 'TEA-BLK-250', minStock: 10, maxStock: 120 },
  { id: 3, sku: 'TEA-OOL-050', minStock: 5, maxStock: 60 },
];

/** Stands in for a server call: answers after 400 ms whether another product already uses the SKU. */
function isSkuTaken(sku: string, ownId: number): Promise<boolean> {
  const taken = rows.some((row) => row.id !== ownId && row.sku === sku.trim().toUpperCase());
  return new Promise((resolve) => setTimeout(() => resolve(taken), 400));
}

function EditCellWithError(params: GridRenderEditCellParams) {
  return (
    <GridEditInputCell
      {...params}
      title={params.error ? String(params.error) : undefined}
      sx={params.error ? { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 } : undefined}
    />
  );
}

const columns: GridColDef<Product>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 160,
    editable: true,
    renderEditCell: (params) => <EditCellWithError {...params} />,
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      if (!params.hasChanged) {
        return params.props;
      }
      const taken = await isSkuTaken(String(params.props.value), Number(params.id));
      return { ...params.props, error: taken ? 'This SKU is already used' : undefined };
    },
  },
  {
    field: 'minStock',
    headerName: 'Min',
    type: 'number',
    width: 110,
    editable: true,
    renderEditCell: (params) => <EditCellWithError {...params} />,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const max = Number(params.otherFieldsProps?.maxStock?.value ?? params.row.maxStock);
      const value = Number(params.props.value);
      return {
        ...params.props,
        error: value < 0 || value > max ? `Must be between 0 and ${max}` : undefined,
      };
    },
  },
  { field: 'maxStock', headerName: 'Max', type: 'number', width: 110, editable: true },
];

export default function EditingValidation() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
