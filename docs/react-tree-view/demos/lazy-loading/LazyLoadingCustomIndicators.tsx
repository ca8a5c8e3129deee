import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { wait } from './fileServer';

interface Region {
  id: string;
  label: string;
  childrenCount: number;
}

const regions: Record<string, Region[]> = {
  root: [
    { id: 'alps', label: 'Alps weather stations', childrenCount: 2 },
    { id: 'coast', label: 'Coastal buoys (offline)', childrenCount: 3 },
  ],
  alps: [
    { id: 'alps-zermatt', label: 'Zermatt, 1,620 m', childrenCount: 0 },
    { id: 'alps-chamonix', label: 'Chamonix, 1,035 m', childrenCount: 0 },
  ],
};

function ErrorBadge(props: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <Tooltip title="Could not load. Click to try again.">
      <Box
        {...props}
        component="span"
        sx={{
          position: 'absolute',
          insetInlineEnd: -6,
          top: -6,
          color: 'error.main',
          fontWeight: 700,
          fontSize: 12,
        }}
      >
        !
      </Box>
    </Tooltip>
  );
}

function LoadingBar() {
  return <LinearProgress sx={{ width: 16 }} aria-label="Loading" />;
}

const dataSource = {
  getChildrenCount: (region: Region) => region.childrenCount,
  getTreeItems: async (parentId?: string) => {
    await wait(900);
    if (parentId === 'coast') {
      throw new Error('Buoy network is offline');
    }
    return regions[parentId ?? 'root'] ?? [];
  },
};

export default function LazyLoadingCustomIndicators() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Weather stations"
        items={[]}
        dataSource={dataSource}
        slotProps={{ item: { slots: { errorIcon: ErrorBadge, loadingIcon: LoadingBar } } }}
      />
    </Box>
  );
}
