import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabledFocus() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Pension plans"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['plans']}
      >
        <TreeItem itemId="plans" label="Pension plans">
          <TreeItem itemId="plan-basic" label="Basic plan" />
          <TreeItem itemId="plan-plus" label="Plus plan (closed to new members)" disabled />
          <TreeItem itemId="plan-ethical" label="Ethical plan" />
        </TreeItem>
        <TreeItem itemId="contact" label="Contact an adviser" />
      </SimpleTreeView>
    </Stack>
  );
}
