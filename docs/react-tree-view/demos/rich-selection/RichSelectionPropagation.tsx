import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'emea',
    label: 'Europe, Middle East and Africa',
    children: [
      {
        id: 'emea-west',
        label: 'Western Europe',
        children: [
          { id: 'store-paris', label: 'Paris store' },
          { id: 'store-lyon', label: 'Lyon store' },
          { id: 'store-brussels', label: 'Brussels store' },
        ],
      },
      { id: 'store-dubai', label: 'Dubai store' },
    ],
  },
  {
    id: 'apac',
    label: 'Asia-Pacific',
    children: [
      { id: 'store-sydney', label: 'Sydney store' },
      { id: 'store-singapore', label: 'Singapore store' },
    ],
  },
];

export default function RichSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.descendants)} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.parents)} onChange={toggle('parents')} />}
          label="parents"
        />
      </FormGroup>
      <RichTreeView
        aria-label="Stores to include in the promotion"
        items={regions}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['emea', 'emea-west', 'apac']}
      />
    </Box>
  );
}
