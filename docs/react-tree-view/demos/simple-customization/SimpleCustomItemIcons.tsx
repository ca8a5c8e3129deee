import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const DocumentIcon = createSvgIcon(
  <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13v2h8v-2H8zm0 4v2h5v-2H8z" />,
  'Document',
);

const ImageIcon = createSvgIcon(
  <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 12.5V18h16v-3l-4-4-5 5-3-3-4 3.5zM8 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />,
  'Image',
);

const SpreadsheetIcon = createSvgIcon(
  <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1 2v3h6V5H5zm8 0v3h6V5h-6zm-8 5v4h6v-4H5zm8 0v4h6v-4h-6zm-8 6v3h6v-3H5zm8 0v3h6v-3h-6z" />,
  'Spreadsheet',
);

export default function SimpleCustomItemIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Shared drive" defaultExpandedItems={['marketing', 'finance']}>
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem
            itemId="brand-guide"
            label="Brand guide.pdf"
            slots={{ icon: DocumentIcon }}
          />
          <TreeItem itemId="spring-banner" label="Spring banner.png" slots={{ icon: ImageIcon }} />
        </TreeItem>
        <TreeItem itemId="finance" label="Finance">
          <TreeItem
            itemId="budget-2025"
            label="Budget 2025.xlsx"
            slots={{ icon: SpreadsheetIcon }}
            slotProps={{ icon: { color: 'success' } }}
          />
          <TreeItem itemId="invoice-template" label="Invoice template.docx" slots={{ icon: DocumentIcon }} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
