import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApi() {
  const apiRef = useSimpleTreeViewApiRef();

  const toggleStorage = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'storage' });
  };

  const openLogs = (event: React.MouseEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'storage', shouldBeExpanded: true });
    apiRef.current?.setItemExpansion({ event, itemId: 'storage-logs', shouldBeExpanded: true });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={toggleStorage}>
          Toggle storage
        </Button>
        <Button size="small" onClick={openLogs}>
          Reveal log buckets
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Cloud resources" apiRef={apiRef}>
        <TreeItem itemId="compute" label="Compute">
          <TreeItem itemId="compute-api" label="api-server (3 instances)" />
          <TreeItem itemId="compute-worker" label="job-worker (2 instances)" />
        </TreeItem>
        <TreeItem itemId="storage" label="Storage">
          <TreeItem itemId="storage-assets" label="Bucket: static-assets" />
          <TreeItem itemId="storage-logs" label="Log buckets">
            <TreeItem itemId="logs-access" label="access-logs-eu" />
            <TreeItem itemId="logs-audit" label="audit-logs-eu" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
