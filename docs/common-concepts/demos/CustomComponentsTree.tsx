import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface Site {
  id: string;
  label: string;
  openTickets?: number;
  children?: Site[];
}

const sites: Site[] = [
  {
    id: 'plant-lyon',
    label: 'Lyon plant',
    children: [
      { id: 'line-a', label: 'Assembly line A', openTickets: 3 },
      { id: 'line-b', label: 'Assembly line B' },
      { id: 'warehouse-lyon', label: 'Parts warehouse', openTickets: 1 },
    ],
  },
  {
    id: 'plant-porto',
    label: 'Porto plant',
    children: [
      { id: 'paint-shop', label: 'Paint shop', openTickets: 5 },
      { id: 'quality-lab', label: 'Quality lab' },
    ],
  },
];

function PlusSquareIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h16v16H4zm2 2v12h12V6zm5 2h2v3h3v2h-3v3h-2v-3H8v-2h3z" />
    </SvgIcon>
  );
}

function MinusSquareIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h16v16H4zm2 2v12h12V6zm2 5h8v2H8z" />
    </SvgIcon>
  );
}

/** The item slot: the default TreeItem, with a ticket counter after the label. */
const SiteItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function SiteItem(props, ref) {
  const site = useTreeItemModel<Site>(props.itemId);
  const tickets = site?.openTickets ?? 0;
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {props.label}
          {tickets > 0 ? <Chip size="small" color="warning" label={`${tickets} open`} /> : null}
        </Box>
      }
    />
  );
});

export default function CustomComponentsTree() {
  return (
    <RichTreeView
      items={sites}
      defaultExpandedItems={['plant-lyon', 'plant-porto']}
      slots={{ item: SiteItem, expandIcon: PlusSquareIcon, collapseIcon: MinusSquareIcon }}
      slotProps={{
        expandIcon: { fontSize: 'small' },
        collapseIcon: { fontSize: 'small' },
        // The function form receives the item's id and label: plants get a bold label, not their children.
        item: ({ itemId }) =>
          itemId.startsWith('plant-')
            ? { sx: { [`& > .${treeItemClasses.content} .${treeItemClasses.label}`]: { fontWeight: 600 } } }
            : {},
      }}
    />
  );
}
