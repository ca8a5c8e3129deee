import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Items as they come from an API: no `id` or `label` field.
interface Department {
  code: string;
  name: string;
  headcount: number;
  archived?: boolean;
  children?: Department[];
}

const departments: Department[] = [
  {
    code: 'OPS',
    name: 'Operations',
    headcount: 42,
    children: [
      { code: 'OPS-LOG', name: 'Logistics', headcount: 18 },
      { code: 'OPS-FAC', name: 'Facilities', headcount: 9 },
      { code: 'OPS-OLD', name: 'Print shop', headcount: 0, archived: true },
    ],
  },
  {
    code: 'RND',
    name: 'Research',
    headcount: 27,
    children: [{ code: 'RND-LAB', name: 'Materials lab', headcount: 11 }],
  },
];

export default function RichItemsOwnShape() {
  return (
    <RichTreeView<Department, false>
      aria-label="Departments"
      items={departments}
      getItemId={(item) => item.code}
      getItemLabel={(item) => `${item.name} (${item.headcount})`}
      isItemDisabled={(item) => Boolean(item.archived)}
      defaultExpandedItems={['OPS']}
    />
  );
}
