import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    matchAll?: boolean;
    onMatchAllChange?: (matchAll: boolean) => void;
  }
}

interface MatchToolbarProps {
  matchAll?: boolean;
  onMatchAllChange?: (matchAll: boolean) => void;
}

function MatchToolbar({ matchAll = true, onMatchAllChange }: MatchToolbarProps) {
  return (
    <Toolbar>
      <QuickFilter>
        <QuickFilterControl placeholder="Words to look for" size="small" />
      </QuickFilter>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={matchAll ? 'all' : 'any'}
        onChange={(_event, value: string | null) => {
          if (value) onMatchAllChange?.(value === 'all');
        }}
        aria-label="How the words combine"
      >
        <ToggleButton value="all">All words</ToggleButton>
        <ToggleButton value="any">Any word</ToggleButton>
      </ToggleButtonGroup>
    </Toolbar>
  );
}

export default function QuickFilterMatchAny() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['pilates', 'boxing'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });
  const matchAll = filterModel.quickFilterLogicOperator !== GridLogicOperator.Or;

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={studioClasses}
        columns={studioColumns}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        showToolbar
        slots={{ toolbar: MatchToolbar }}
        slotProps={{
          toolbar: {
            matchAll,
            onMatchAllChange: (all: boolean) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterLogicOperator: all ? GridLogicOperator.And : GridLogicOperator.Or,
              })),
          },
        }}
      />
    </Box>
  );
}
