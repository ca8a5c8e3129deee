import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function AccessibilityDescribedTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography id="library-tree-label" variant="subtitle1" component="h3">
        Subject catalogue
      </Typography>
      <Typography id="library-tree-help" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Use the arrow keys to browse, and the right arrow to open a subject.
      </Typography>
      <SimpleTreeView
        aria-labelledby="library-tree-label"
        aria-describedby="library-tree-help"
      >
        <TreeItem itemId="000" label="000 Computer science and information">
          <TreeItem itemId="004" label="004 Data processing" />
          <TreeItem itemId="020" label="020 Library science" />
        </TreeItem>
        <TreeItem itemId="100" label="100 Philosophy and psychology">
          <TreeItem itemId="150" label="150 Psychology" />
          <TreeItem itemId="170" label="170 Ethics" />
        </TreeItem>
        <TreeItem itemId="900" label="900 History and geography">
          <TreeItem itemId="910" label="910 Geography and travel" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
