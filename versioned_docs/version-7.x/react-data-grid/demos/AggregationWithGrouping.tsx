import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';

const harvest = [
  { id: 1, farm: 'Brookside', crop: 'Apples', tonnes: 42, pickers: 11 },
  { id: 2, farm: 'Brookside', crop: 'Pears', tonnes: 18, pickers: 6 },
  { id: 3, farm: 'Brookside', crop: 'Plums', tonnes: 9, pickers: 4 },
  { id: 4, farm: 'High Acre', crop: 'Apples', tonnes: 65, pickers: 15 },
  { id: 5, farm: 'High Acre', crop: 'Cherries', tonnes: 7, pickers: 9 },
  { id: 6, farm: 'Fenwick', crop: 'Pears', tonnes: 26, pickers: 8 },
];

const columns: GridColDef[] = [
  { field: 'farm', headerName: 'Farm', width: 120 },
  { field: 'crop', headerName: 'Crop', width: 120 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 120 },
  { field: 'pickers', headerName: 'Pickers', type: 'number', width: 120 },
];

type Placement = 'inline' | 'footer' | 'total';

// The root node (depth -1) holds the grand total; every other node is a group.
const positions: Record<Placement, NonNullable<DataGridPremiumProps['getAggregationPosition']>> = {
  // The default: group values in the group's own row, the grand total in a footer row.
  inline: (node: GridGroupNode) => (node.depth === -1 ? 'footer' : 'inline'),
  // A footer row under every group as well.
  footer: () => 'footer',
  // Only the grand total: null leaves the groups without aggregated values.
  total: (node: GridGroupNode) => (node.depth === -1 ? 'footer' : null),
};

export default function AggregationWithGrouping() {
  const [placement, setPlacement] = React.useState<Placement>('inline');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, next: Placement | null) => next && setPlacement(next)}
        aria-label="Where group values appear"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="inline">In the group row</ToggleButton>
        <ToggleButton value="footer">Below each group</ToggleButton>
        <ToggleButton value="total">Grand total only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
      <DataGridPremium
        rows={harvest}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['farm'] },
          aggregation: { model: { tonnes: 'sum', pickers: 'avg' } },
          columns: { columnVisibilityModel: { farm: false } },
        }}
        getAggregationPosition={positions[placement]}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
      </Box>
    </Box>
  );
}
