import * as React from 'react';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function PlusSquare(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" {...props}>
      <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v14h14V5H5Zm6 3h2v3h3v2h-3v3h-2v-3H8v-2h3V8Z" />
    </SvgIcon>
  );
}

function MinusSquare(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" {...props}>
      <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v14h14V5H5Zm3 6h8v2H8v-2Z" />
    </SvgIcon>
  );
}

function Dot(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" {...props} sx={{ opacity: 0.5 }}>
      <circle cx="12" cy="12" r="4" />
    </SvgIcon>
  );
}

export default function SimpleCustomIcons() {
  return (
    <SimpleTreeView
      aria-label="Project plan"
      defaultExpandedItems={['design']}
      slots={{ expandIcon: PlusSquare, collapseIcon: MinusSquare, endIcon: Dot }}
    >
      <TreeItem itemId="design" label="Design">
        <TreeItem itemId="wireframes" label="Wireframes" />
        <TreeItem itemId="prototype" label="Clickable prototype" />
      </TreeItem>
      <TreeItem itemId="build" label="Build">
        <TreeItem itemId="api" label="API" />
        <TreeItem itemId="app" label="Mobile app" />
      </TreeItem>
      <TreeItem itemId="launch" label="Launch" />
    </SimpleTreeView>
  );
}
