import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const FolderIcon = createSvgIcon(
  <path d="M3 5a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5z" />,
  'Folder',
);
const FolderOpenIcon = createSvgIcon(
  <path d="M3 5a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v1H7.5a2 2 0 0 0-1.9 1.4L3 17.5V5zm3.6 5h15.1l-2.6 8.1a1.3 1.3 0 0 1-1.2.9H4.2l2.4-9z" />,
  'FolderOpen',
);
const FileIcon = createSvgIcon(
  <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5z" />,
  'File',
);

const photoLibrary: TreeViewDefaultItemModelProperties[] = [
  {
    id: '2024',
    label: '2024',
    children: [
      {
        id: '2024-lisbon',
        label: 'Lisbon weekend',
        children: [
          { id: 'img-0412', label: 'IMG_0412.jpg' },
          { id: 'img-0413', label: 'IMG_0413.jpg' },
        ],
      },
      { id: '2024-birthday', label: 'Birthday party', children: [{ id: 'img-0890', label: 'IMG_0890.jpg' }] },
    ],
  },
  { id: '2025', label: '2025', children: [{ id: 'img-1022', label: 'IMG_1022.jpg' }] },
];

export default function RichCustomIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Photo library"
        items={photoLibrary}
        defaultExpandedItems={['2024', '2024-lisbon']}
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon, endIcon: FileIcon }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'action' },
        }}
      />
    </Box>
  );
}
