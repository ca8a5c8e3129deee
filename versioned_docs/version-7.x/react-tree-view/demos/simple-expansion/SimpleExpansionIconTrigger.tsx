import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionIconTrigger() {
  const [last, setLast] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <SimpleTreeView
        aria-label="Course modules"
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLast(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      >
        <TreeItem itemId="module-1" label="Module 1: Foundations">
          <TreeItem itemId="lesson-1-1" label="What is a function?" />
          <TreeItem itemId="lesson-1-2" label="Scope and closures" />
        </TreeItem>
        <TreeItem itemId="module-2" label="Module 2: Data">
          <TreeItem itemId="lesson-2-1" label="Arrays" />
          <TreeItem itemId="lesson-2-2" label="Maps and sets" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {last ?? 'Only the arrow icons expand and collapse; a click on a label selects it.'}
      </Typography>
    </Stack>
  );
}
