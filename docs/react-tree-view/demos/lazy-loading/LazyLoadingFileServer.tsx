import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, type ServerEntry } from './fileServer';

const dataSource = {
  // Any number other than 0 makes the item expandable.
  getChildrenCount: (entry: ServerEntry) => entry.childrenCount,
  // Called with no argument for the root items, then with the id of each expanded folder.
  getTreeItems: (parentId?: string) => fetchFolder(parentId),
};

export default function LazyLoadingFileServer() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro aria-label="Shared files" items={[]} dataSource={dataSource} />
    </Box>
  );
}
