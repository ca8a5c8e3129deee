import * as React from 'react';
import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Employee {
  id: string;
  label: string;
  role: string;
  children?: Employee[];
}

const team: Employee[] = [
  {
    id: 'hana',
    label: 'Hana Suzuki',
    role: 'Head of Product',
    children: [
      {
        id: 'mateo',
        label: 'Mateo Rossi',
        role: 'Product manager, payments',
        children: [{ id: 'leila', label: 'Leila Haddad', role: 'Product designer' }],
      },
      { id: 'oskar', label: 'Oskar Lindqvist', role: 'Product manager, growth' },
    ],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

const EmployeeItem = React.forwardRef(function EmployeeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const employee = useTreeItemModel<Employee>(props.itemId);

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>
            {initials(employee?.label ?? '')}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {employee?.label}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {employee?.role}
            </Typography>
          </Box>
        </Box>
      }
    />
  );
});

export default function RichCustomLabelSlot() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Product team"
        items={team}
        defaultExpandedItems={['hana', 'mateo']}
        slots={{ item: EmployeeItem }}
      />
    </Box>
  );
}
