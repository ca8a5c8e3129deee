import Box from '@mui/material/Box';
import { styled, alpha } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const ChannelItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    padding: theme.spacing(0.25, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    borderRadius: '50%',
    backgroundColor: alpha(theme.palette.primary.main, 0.12),
    color: theme.palette.primary.main,
    padding: theme.spacing(0, 1.2),
  },
}));

export default function SimpleCustomStyledItem() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView aria-label="Chat channels" defaultExpandedItems={['channels']}>
        <ChannelItem itemId="channels" label="Channels">
          <ChannelItem itemId="general" label="# general" />
          <ChannelItem itemId="releases" label="# releases" />
          <ChannelItem itemId="support-escalations" label="# support-escalations" />
        </ChannelItem>
        <ChannelItem itemId="direct" label="Direct messages">
          <ChannelItem itemId="dm-ines" label="Inês Carvalho" />
          <ChannelItem itemId="dm-tomasz" label="Tomasz Nowak" />
        </ChannelItem>
      </SimpleTreeView>
    </Box>
  );
}
