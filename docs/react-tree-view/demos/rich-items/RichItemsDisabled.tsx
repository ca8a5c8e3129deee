import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Machine {
  id: string;
  label: string;
  offline?: boolean;
  children?: Machine[];
}

const plant: Machine[] = [
  {
    id: 'line-1',
    label: 'Assembly line 1',
    children: [
      { id: 'press-1', label: 'Hydraulic press' },
      { id: 'welder-1', label: 'Spot welder (offline)', offline: true },
      { id: 'conveyor-1', label: 'Conveyor belt' },
    ],
  },
  {
    id: 'line-2',
    label: 'Assembly line 2 (maintenance)',
    offline: true,
    children: [
      { id: 'robot-2', label: 'Painting robot' },
      { id: 'oven-2', label: 'Curing oven' },
    ],
  },
  {
    id: 'line-3',
    label: 'Assembly line 3',
    children: [{ id: 'packer-3', label: 'Packing station' }],
  },
];

const isMachineOffline = (machine: Machine) => Boolean(machine.offline);

export default function RichItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <RichTreeView
        aria-label="Factory machines"
        items={plant}
        isItemDisabled={isMachineOffline}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['line-1', 'line-2', 'line-3']}
      />
    </Box>
  );
}
