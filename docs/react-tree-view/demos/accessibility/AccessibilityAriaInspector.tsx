import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const orgChart: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'support',
    label: 'Customer support',
    children: [
      { id: 'support-tier1', label: 'First-line agents' },
      { id: 'support-tier2', label: 'Technical specialists' },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'sales-inbound', label: 'Inbound team' },
      { id: 'sales-partners', label: 'Partnerships' },
    ],
  },
  { id: 'legal', label: 'Legal' },
];

const inspectedAttributes = ['role', 'aria-expanded', 'aria-checked', 'aria-disabled', 'tabindex'];

const isLegal = (item: TreeViewDefaultItemModelProperties) => item.id === 'legal';

export default function AccessibilityAriaInspector() {
  const apiRef = useRichTreeViewApiRef();
  const [focusedId, setFocusedId] = React.useState<string | null>(null);
  const [attributes, setAttributes] = React.useState<[string, string][]>([]);
  const [selected, setSelected] = React.useState<string[]>(['sales-inbound']);

  const [expanded, setExpanded] = React.useState<string[]>(['sales']);

  // Read the attributes once the tree has rendered the latest focus, selection and expansion.
  React.useEffect(() => {
    if (!focusedId) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      const element = apiRef.current?.getItemDOMElement(focusedId);
      if (element) {
        setAttributes(
          inspectedAttributes.map((name): [string, string] => [
            name,
            element.getAttribute(name) ?? '(absent)',
          ]),
        );
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [focusedId, selected, expanded, apiRef]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 260 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeView
          aria-label="Departments"
          apiRef={apiRef}
          items={orgChart}
          multiSelect
          checkboxSelection
          isItemDisabled={isLegal}
          disabledItemsFocusable
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
          onItemFocus={(_event, itemId) => setFocusedId(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 220px', p: 2 }}>
        <Typography variant="subtitle2">
          {focusedId ? `<li> of ${focusedId}` : 'Focus an item to inspect it'}
        </Typography>
        {attributes.map(([name, value]) => (
          <Typography key={name} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {name}="{value}"
          </Typography>
        ))}
      </Paper>
    </Box>
  );
}
