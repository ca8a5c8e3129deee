import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusDisabled() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Conference schedule"
        disabledItemsFocusable
        defaultExpandedItems={['day-1', 'day-2']}
      >
        <TreeItem itemId="day-1" label="Day 1">
          <TreeItem itemId="keynote" label="09:00 Opening keynote" />
          <TreeItem itemId="workshop-a11y" label="11:00 Accessible forms workshop (full)" disabled />
          <TreeItem itemId="panel" label="14:00 Panel: design systems" />
        </TreeItem>
        <TreeItem itemId="day-2" label="Day 2">
          <TreeItem itemId="talk-perf" label="10:00 Web performance budgets" />
          <TreeItem itemId="talk-cancelled" label="13:00 Talk cancelled" disabled />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
