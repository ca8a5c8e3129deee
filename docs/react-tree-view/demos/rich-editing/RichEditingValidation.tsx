import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const projectFiles: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'docs',
    label: 'docs',
    children: [
      { id: 'docs/setup.md', label: 'setup.md' },
      { id: 'docs/deploy.md', label: 'deploy.md' },
    ],
  },
  { id: 'changelog.md', label: 'changelog.md' },
];

const forbidden = /[\\/:*?"<>|]/;

export default function RichEditingValidation() {
  const [error, setError] = React.useState('');

  // Setting `defaultMuiPrevented` stops the tree from saving the label.
  const rejectInvalidName = (
    event: (React.KeyboardEvent<HTMLInputElement> | React.FocusEvent<HTMLInputElement>) &
      TreeViewCancellableEvent,
  ) => {
    const isSaving = event.type === 'blur' || ('key' in event && event.key === 'Enter');
    if (isSaving && forbidden.test(event.currentTarget.value)) {
      event.defaultMuiPrevented = true;
      setError('A file name cannot contain \\ / : * ? " < > |');
    } else if (isSaving) {
      setError('');
    }
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: error ? 'error.main' : 'text.secondary', minHeight: 20 }}>
        {error || 'Try renaming a file to "notes/draft.md".'}
      </Typography>
      <RichTreeView
        aria-label="Project files"
        items={projectFiles}
        isItemEditable
        defaultExpandedItems={['docs']}
        slotProps={{
          item: {
            slotProps: {
              labelInput: { onKeyDown: rejectInvalidName, onBlur: rejectInvalidName },
            },
          },
        }}
      />
    </Box>
  );
}
