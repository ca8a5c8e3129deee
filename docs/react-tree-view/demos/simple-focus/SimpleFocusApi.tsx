import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleFocusApi() {
  const apiRef = useSimpleTreeViewApiRef();

  const focusCardiology = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'cardiology');
  };

  const focusIcuBed = (event: React.MouseEvent) => {
    // A nested item can only receive focus once its parent is expanded.
    apiRef.current?.setItemExpansion({ event, itemId: 'icu', shouldBeExpanded: true });
    // Wait for the children to be rendered before moving the focus.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, 'icu-bed-4'));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={focusCardiology}>
          Focus Cardiology
        </Button>
        <Button size="small" onClick={focusIcuBed}>
          Focus ICU bed 4
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Hospital wards" apiRef={apiRef}>
        <TreeItem itemId="cardiology" label="Cardiology">
          <TreeItem itemId="cardiology-ward-a" label="Ward A (16 beds)" />
          <TreeItem itemId="cardiology-ward-b" label="Ward B (12 beds)" />
        </TreeItem>
        <TreeItem itemId="icu" label="Intensive care">
          <TreeItem itemId="icu-bed-3" label="Bed 3" />
          <TreeItem itemId="icu-bed-4" label="Bed 4" />
          <TreeItem itemId="icu-bed-5" label="Bed 5" />
        </TreeItem>
        <TreeItem itemId="maternity" label="Maternity" />
      </SimpleTreeView>
    </Box>
  );
}
