import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { wait } from './fileServer';

interface Order {
  id: string;
  label: string;
  childrenCount: number;
}

const customers: Order[] = [
  { id: 'cust-greenleaf', label: 'Greenleaf Bakery', childrenCount: -1 },
  { id: 'cust-harbor', label: 'Harbor Logistics', childrenCount: -1 },
];

export default function LazyLoadingRefresh() {
  const apiRef = useRichTreeViewProApiRef();
  // Each refresh of Greenleaf Bakery returns one more order, as if new orders arrived.
  const greenleafOrders = React.useRef(2);

  const dataSource = React.useMemo(
    () => ({
      // -1: the count is unknown until the children are fetched, but the item is expandable.
      getChildrenCount: (order: Order) => order.childrenCount,
      getTreeItems: async (parentId?: string): Promise<Order[]> => {
        await wait(600);
        const count = parentId === 'cust-greenleaf' ? greenleafOrders.current : 1;
        return Array.from({ length: count }, (_, index) => ({
          id: `${parentId}-order-${index + 1}`,
          label: `Order #${1040 + index} (${parentId === 'cust-greenleaf' ? 'Greenleaf' : 'Harbor'})`,
          childrenCount: 0,
        }));
      },
    }),
    [],
  );

  const refreshGreenleaf = async () => {
    greenleafOrders.current += 1;
    await apiRef.current?.updateItemChildren('cust-greenleaf');
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={refreshGreenleaf}>
          Refresh Greenleaf orders
        </Button>
      </Stack>
      <RichTreeViewPro
        aria-label="Customer orders"
        apiRef={apiRef}
        items={customers}
        dataSource={dataSource}
        defaultExpandedItems={['cust-greenleaf']}
      />
    </Box>
  );
}
