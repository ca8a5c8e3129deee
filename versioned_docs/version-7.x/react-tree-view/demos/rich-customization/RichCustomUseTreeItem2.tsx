import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem2, UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const orgChart: TreeViewBaseItem[] = [
  {
    id: 'ceo',
    label: 'Mariam Haddad',
    children: [
      {
        id: 'cto',
        label: 'Jonas Berg',
        children: [
          { id: 'eng-1', label: 'Priya Nair' },
          { id: 'eng-2', label: 'Tomás Ruiz' },
        ],
      },
      { id: 'cfo', label: 'Ada Okonkwo' },
    ],
  },
];

interface PersonItemProps
  extends Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

// An item assembled from the building blocks and the hook: here, an initials avatar before the name.
const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem2({ id, itemId, children, label, disabled, rootRef: ref });

  const initials = String(label)
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Box
            aria-hidden
            sx={{
              width: 26,
              height: 26,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontSize: 11,
              fontWeight: 700,
              bgcolor: status.selected ? 'primary.main' : 'action.selected',
              color: status.selected ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {initials}
          </Box>
          <TreeItem2Label {...getLabelProps()} />
          {status.expandable ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {status.expanded ? 'team shown' : 'has a team'}
            </Typography>
          ) : null}
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function RichCustomUseTreeItem2() {
  return (
    <RichTreeView
      aria-label="Organisation chart"
      items={orgChart}
      defaultExpandedItems={['ceo']}
      slots={{ item: PersonItem }}
    />
  );
}
