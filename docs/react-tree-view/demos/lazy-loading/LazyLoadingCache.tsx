import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { fetchFolder, type ServerEntry } from './fileServer';

const dataSource = {
  getChildrenCount: (entry: ServerEntry) => entry.childrenCount,
  getTreeItems: (parentId?: string) => fetchFolder(parentId),
};

// Keep fetched children for 10 seconds instead of the default 5 minutes.
const cache = new DataSourceCacheDefault<ServerEntry>({ ttl: 10_000 });

export default function LazyLoadingCache() {
  const [events, setEvents] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 260 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Shared files with cache"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          onItemsLazyLoaded={({ items, parentId, isCacheHit }) =>
            setEvents((previous) =>
              [
                `${parentId ?? 'root'}: ${items.length} item(s) from ${isCacheHit ? 'cache' : 'server'}`,
                ...previous,
              ].slice(0, 8),
            )
          }
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2">onItemsLazyLoaded</Typography>
        {events.map((line, index) => (
          <Typography key={`${line}-${index}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
