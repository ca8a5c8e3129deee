import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  trackingCode: string;
  recipient: string;
  city: string;
  weightKg: number;
  status: string;
}

/** Parcels have no `id` field: the tracking code identifies each one. */
const parcels: Parcel[] = [
  {
    trackingCode: 'PX-48120-DE',
    recipient: 'Greta Hoffmann',
    city: 'Leipzig',
    weightKg: 2.4,
    status: 'Out for delivery',
  },
  {
    trackingCode: 'PX-48121-NL',
    recipient: 'Daan de Vries',
    city: 'Utrecht',
    weightKg: 0.8,
    status: 'At depot',
  },
  {
    trackingCode: 'PX-48125-BE',
    recipient: 'Chloé Lambert',
    city: 'Namur',
    weightKg: 11.2,
    status: 'Delivered',
  },
  {
    trackingCode: 'PX-48130-DK',
    recipient: 'Mads Jensen',
    city: 'Aarhus',
    weightKg: 4.9,
    status: 'In transit',
  },
  { trackingCode: 'PX-48134-AT', recipient: 'Lena Gruber', city: 'Graz', weightKg: 1.3, status: 'Delivered' },
];

/** Defined once, outside the component, so the grid gets the same function on every render. */
const getParcelId = (parcel: Parcel) => parcel.trackingCode;

const columns: GridColDef<Parcel>[] = [
  { field: 'trackingCode', headerName: 'Tracking code', width: 150 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function QuickstartRowId() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={parcels} columns={columns} getRowId={getParcelId} hideFooter />
    </Box>
  );
}
