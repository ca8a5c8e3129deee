import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiObjectSimpleTree() {
  const apiRef = useSimpleTreeViewApiRef();
  const [info, setInfo] = React.useState('');

  const describeGarden = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const children = api.getItemOrderedChildrenIds('garden');
    setInfo(
      `garden: ${api.isItemExpanded('garden') ? 'expanded' : 'collapsed'}, ` +
        `${children.length} registered children (${children.join(', ') || 'none rendered'})`,
    );
  };

  const openAndSelect = (event: React.MouseEvent) => {
    const api = apiRef.current;
    api?.setItemExpansion({ event, itemId: 'garden', shouldBeExpanded: true });
    api?.setItemSelection({ event, itemId: 'garden-hoses', shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={describeGarden}>
          Describe Garden
        </Button>
        <Button size="small" onClick={openAndSelect}>
          Select garden hoses
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary', minHeight: 20 }}>
        {info}
      </Typography>
      <SimpleTreeView aria-label="Hardware store aisles" apiRef={apiRef}>
        <TreeItem itemId="tools" label="Tools">
          <TreeItem itemId="tools-drills" label="Drills" />
          <TreeItem itemId="tools-saws" label="Saws" />
        </TreeItem>
        <TreeItem itemId="garden" label="Garden">
          <TreeItem itemId="garden-hoses" label="Hoses" />
          <TreeItem itemId="garden-seeds" label="Seeds" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
