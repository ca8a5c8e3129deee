import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Category {
  sku: string;
  name: string;
  productCount: number;
  subcategories?: Category[];
}

const catalogue: Category[] = [
  {
    sku: 'CAT-100',
    name: 'Outdoor gear',
    productCount: 412,
    subcategories: [
      { sku: 'CAT-110', name: 'Tents', productCount: 58 },
      { sku: 'CAT-120', name: 'Sleeping bags', productCount: 73 },
      { sku: 'CAT-130', name: 'Backpacks', productCount: 96 },
    ],
  },
  {
    sku: 'CAT-200',
    name: 'Kitchen',
    productCount: 287,
    subcategories: [
      { sku: 'CAT-210', name: 'Cookware', productCount: 121 },
      { sku: 'CAT-220', name: 'Small appliances', productCount: 64 },
    ],
  },
];

// Defined outside the component, so that their identity never changes.
const getItemId = (category: Category) => category.sku;
const getItemLabel = (category: Category) => `${category.name} (${category.productCount})`;
const getItemChildren = (category: Category) => category.subcategories;

export default function RichItemsCustomShape() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalogue}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['CAT-100']}
      />
    </Box>
  );
}
