import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'orders.read', label: 'View orders' },
      { id: 'orders.refund', label: 'Issue refunds' },
      { id: 'orders.cancel', label: 'Cancel orders' },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    children: [
      { id: 'customers.read', label: 'View customers' },
      { id: 'customers.export', label: 'Export customer data' },
    ],
  },
  { id: 'reports', label: 'Reports' },
];

export default function RichSelectionCheckbox() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['orders', 'customers']}
        defaultSelectedItems={['orders.read', 'customers.read']}
      />
    </Box>
  );
}
