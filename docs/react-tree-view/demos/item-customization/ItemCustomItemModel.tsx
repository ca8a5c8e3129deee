import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Product {
  id: string;
  label: string;
  priceEur?: number;
  stock?: number;
  children?: Product[];
}

const shop: Product[] = [
  {
    id: 'coffee',
    label: 'Coffee',
    children: [
      { id: 'beans-ethiopia', label: 'Ethiopia Yirgacheffe, 250 g', priceEur: 12.5, stock: 42 },
      { id: 'beans-colombia', label: 'Colombia Huila, 250 g', priceEur: 11, stock: 3 },
      { id: 'beans-decaf', label: 'Swiss Water decaf, 250 g', priceEur: 10.5, stock: 0 },
    ],
  },
  {
    id: 'equipment',
    label: 'Equipment',
    children: [
      { id: 'grinder', label: 'Hand grinder', priceEur: 79, stock: 8 },
      { id: 'kettle', label: 'Gooseneck kettle', priceEur: 55, stock: 1 },
    ],
  },
];

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

function stockColor(stock: number) {
  if (stock === 0) {
    return 'error.main';
  }
  return stock < 5 ? 'warning.main' : 'success.main';
}

const ProductItem = React.forwardRef(function ProductItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const product = useTreeItemModel<Product>(props.itemId);
  if (product?.priceEur === undefined || product.stock === undefined) {
    return <TreeItem {...props} ref={ref} />;
  }

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, justifyContent: 'space-between' }}>
          <span>{product.label}</span>
          <Typography component="span" variant="body2" sx={{ color: stockColor(product.stock) }}>
            {price.format(product.priceEur)} · {product.stock === 0 ? 'sold out' : `${product.stock} left`}
          </Typography>
        </Box>
      }
    />
  );
});

export default function ItemCustomItemModel() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 480 }}>
      <RichTreeView
        aria-label="Coffee shop products"
        items={shop}
        defaultExpandedItems={['coffee', 'equipment']}
        slots={{ item: ProductItem }}
      />
    </Box>
  );
}
