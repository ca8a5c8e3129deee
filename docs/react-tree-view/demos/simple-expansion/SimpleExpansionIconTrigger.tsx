import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionIconTrigger() {
  const [opened, setOpened] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Open page: {opened ?? 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Wiki pages"
        expansionTrigger="iconContainer"
        onSelectedItemsChange={(_event, itemId) => setOpened(itemId)}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="engineering-onboarding" label="Onboarding">
            <TreeItem itemId="onboarding-setup" label="Local setup" />
          </TreeItem>
          <TreeItem itemId="engineering-oncall" label="On-call guide" />
        </TreeItem>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="design-tokens" label="Design tokens" />
          <TreeItem itemId="design-reviews" label="Review process" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
