import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type ShipmentStatus = 'delivered' | 'in transit' | 'delayed' | 'lost';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  parcels: number;
  status: ShipmentStatus;
}

const CITIES = ['Antwerp', 'Bilbao', 'Gothenburg', 'Marseille', 'Hamburg', 'Gdynia', 'Genoa'];
const CARRIERS = ['NordFreight', 'Iberia Cargo', 'Alpine Logistics'];
const STATUSES: ShipmentStatus[] = ['delivered', 'in transit', 'in transit', 'delayed', 'delivered', 'lost'];

const rows: Shipment[] = Array.from({ length: 12 }, (_, index) => ({
  id: `SHP-${7310 + index * 17}`,
  destination: CITIES[(index * 2) % CITIES.length] ?? '',
  carrier: CARRIERS[index % CARRIERS.length] ?? '',
  parcels: 3 + ((index * 11) % 40),
  status: STATUSES[index % STATUSES.length] ?? 'in transit',
}));

const STATUS_COLORS: Record<ShipmentStatus, 'success' | 'info' | 'warning' | 'error'> = {
  delivered: 'success',
  'in transit': 'info',
  delayed: 'warning',
  lost: 'error',
};

type StatusColor = (typeof STATUS_COLORS)[ShipmentStatus];

/** A translucent palette colour that follows the colour scheme when the theme uses CSS variables. */
function tint(theme: Theme, color: StatusColor, opacity: number): string {
  return theme.vars
    ? `rgba(${theme.vars.palette[color].mainChannel} / ${opacity})`
    : alpha(theme.palette[color].main, opacity);
}

/** One rule per status: a light background and a coloured bar on the row's leading edge. */
function statusRowStyles(theme: Theme) {
  const styles: Record<string, object> = {};
  for (const [status, color] of Object.entries(STATUS_COLORS)) {
    styles[`& .${gridClasses.row}.${statusClass(status)}`] = {
      backgroundColor: tint(theme, color, 0.1),
      boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette[color].main}`,
      '&:hover': { backgroundColor: tint(theme, color, 0.18) },
    };
  }
  return styles;
}

function statusClass(status: string): string {
  return `shipment--${status.replace(' ', '-')}`;
}

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function StyleRecipesShipmentStatus() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={(params) => statusClass(params.row.status)}
        sx={statusRowStyles}
      />
    </Box>
  );
}
