import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { wait } from './fileServer';

interface Station {
  id: string;
  label: string;
  childrenCount: number;
}

const network: Record<string, Station[]> = {
  root: [
    { id: 'north', label: 'North line', childrenCount: 2 },
    { id: 'harbour', label: 'Harbour line (flaky server)', childrenCount: 2 },
  ],
  north: [
    { id: 'north-1', label: 'Millbrook', childrenCount: 0 },
    { id: 'north-2', label: 'Ashford Park', childrenCount: 0 },
  ],
  harbour: [
    { id: 'harbour-1', label: 'Quayside', childrenCount: 0 },
    { id: 'harbour-2', label: 'Lighthouse Point', childrenCount: 0 },
  ],
};

export default function LazyLoadingErrors() {
  const harbourAttempts = React.useRef(0);
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (station: Station) => station.childrenCount,
      getTreeItems: async (parentId?: string) => {
        await wait(500);
        if (parentId === 'harbour') {
          harbourAttempts.current += 1;
          // The first request for this line always fails; the second one succeeds.
          if (harbourAttempts.current === 1) {
            setLog((previous) => [...previous, 'harbour: 503 Service Unavailable']);
            throw new Error('503 Service Unavailable');
          }
        }
        setLog((previous) => [...previous, `${parentId ?? 'root'}: loaded`]);
        return network[parentId ?? 'root'] ?? [];
      },
    }),
    [],
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 220 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeViewPro aria-label="Train lines" items={[]} dataSource={dataSource} />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2">Requests</Typography>
        {log.map((line, index) => (
          <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
