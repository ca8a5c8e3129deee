import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Act {
  name: string;
  genre: string;
}

interface Booking {
  id: number;
  venue: string;
  // An object, not a plain value: it needs a key to be grouped by.
  act: Act;
  section: string;
  sold: number;
}

const larks: Act = { name: 'The Larks', genre: 'Folk' };
const tideline: Act = { name: 'Tideline', genre: 'Jazz' };

const bookings: Booking[] = [
  { id: 1, venue: 'Old Corn Exchange', act: larks, section: 'Stalls', sold: 212 },
  { id: 2, venue: 'Old Corn Exchange', act: larks, section: 'Balcony', sold: 88 },
  { id: 3, venue: 'Old Corn Exchange', act: tideline, section: 'Stalls', sold: 240 },
  { id: 4, venue: 'Riverside Arena', act: tideline, section: 'Floor', sold: 1830 },
  { id: 5, venue: 'Riverside Arena', act: tideline, section: 'Tier 1', sold: 960 },
  { id: 6, venue: 'Riverside Arena', act: larks, section: 'Floor', sold: 1712 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'venue', headerName: 'Venue', width: 170 },
  {
    field: 'act',
    headerName: 'Act',
    width: 150,
    // Shown as the act's name…
    valueGetter: (value: Act) => value.name,
    // …and grouped by it too: grouping reads the row's field, not the valueGetter.
    groupingValueGetter: (value: Act) => value.name,
  },
  { field: 'section', headerName: 'Section', width: 120 },
  { field: 'sold', headerName: 'Tickets sold', type: 'number', width: 130 },
];

export default function GroupingColumnPerField() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={bookings}
        columns={columns}
        // One grouping column per grouped field instead of a single shared one.
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: { model: ['venue', 'act'] },
          columns: { columnVisibilityModel: { venue: false, act: false } },
        }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
