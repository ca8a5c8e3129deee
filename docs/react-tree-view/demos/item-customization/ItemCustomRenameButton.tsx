import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PencilIcon = createSvgIcon(
  <path d="M4 17.2V20h2.8l8.3-8.3-2.8-2.8L4 17.2zM19.7 7.1a1 1 0 0 0 0-1.4l-1.4-1.4a1 1 0 0 0-1.4 0l-1.3 1.3 2.8 2.8 1.3-1.3z" />,
  'Pencil',
);

const albums: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'family',
    label: 'Family',
    children: [
      { id: 'family-christmas', label: 'Christmas at grandma’s' },
      { id: 'family-beach', label: 'Beach day' },
    ],
  },
  { id: 'work', label: 'Work', children: [{ id: 'work-offsite', label: 'Team offsite' }] },
];

// What the label of each album may do: set by AlbumItem, read by AlbumLabel.
const RenameContext = React.createContext<{ canRename: boolean; startRenaming: () => void } | null>(null);

type AlbumLabelProps = React.ComponentProps<typeof TreeItemLabel>;

function AlbumLabel({ children, ...other }: AlbumLabelProps) {
  const rename = React.useContext(RenameContext);

  const handleRenameClick = (event: React.MouseEvent) => {
    // Keep the click from also reaching the item, which would select it.
    event.stopPropagation();
    rename?.startRenaming();
  };

  return (
    <TreeItemLabel
      {...other}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <span>{children}</span>
      {rename?.canRename ? (
        <IconButton
          size="small"
          aria-label={`Rename ${String(children)}`}
          tabIndex={-1}
          onClick={handleRenameClick}
        >
          <PencilIcon fontSize="small" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
}

const AlbumItem = React.forwardRef(function AlbumItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  // `label` stays the item's string: the rename input starts from it.
  return (
    <RenameContext.Provider
      value={{ canRename: status.editable, startRenaming: interactions.toggleItemEditing }}
    >
      <TreeItem {...props} ref={ref} slots={{ label: AlbumLabel }} />
    </RenameContext.Provider>
  );
});

export default function ItemCustomRenameButton() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Photo albums"
        items={albums}
        isItemEditable
        defaultExpandedItems={['family', 'work']}
        slots={{ item: AlbumItem }}
      />
    </Box>
  );
}
