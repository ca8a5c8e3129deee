import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'algebra',
    label: 'Algebra',
    children: [
      { id: 'algebra-equations', label: 'Linear equations' },
      { id: 'algebra-quadratics', label: 'Quadratics' },
    ],
  },
  {
    id: 'geometry',
    label: 'Geometry',
    children: [
      { id: 'geometry-angles', label: 'Angles' },
      { id: 'geometry-circles', label: 'Circles' },
    ],
  },
];

const propagation: TreeViewSelectionPropagation = { parents: true, descendants: true };

// What the server returns: the chapters a student completed.
const completedFromServer = ['algebra-equations', 'algebra-quadratics', 'geometry-angles'];

export default function RichSelectionPropagationOnMount() {
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items: syllabus,
    selectionPropagation: propagation,
    selectedItems: completedFromServer,
  });
  const [completed, setCompleted] = React.useState<string[]>(initialSelection);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Completed: {completed.join(', ')}
      </Typography>
      <RichTreeView
        aria-label="Course progress"
        items={syllabus}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        selectedItems={completed}
        onSelectedItemsChange={(_event, ids) => setCompleted(ids)}
        defaultExpandedItems={['algebra', 'geometry']}
      />
    </Box>
  );
}
