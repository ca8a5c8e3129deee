import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Asset {
  id: string;
  label: string;
  kind: 'folder' | 'video' | 'audio' | 'image';
  sizeMb?: number;
  children?: Asset[];
}

const assets: Asset[] = [
  {
    id: 'campaign',
    label: 'Autumn campaign',
    kind: 'folder',
    children: [
      { id: 'teaser', label: 'teaser-30s.mp4', kind: 'video', sizeMb: 84 },
      { id: 'voiceover', label: 'voiceover-final.wav', kind: 'audio', sizeMb: 12 },
      { id: 'poster', label: 'poster-a2.png', kind: 'image', sizeMb: 6 },
    ],
  },
  {
    id: 'podcast',
    label: 'Podcast',
    kind: 'folder',
    children: [{ id: 'episode-12', label: 'episode-12.mp3', kind: 'audio', sizeMb: 48 }],
  },
];

const VideoIcon = createSvgIcon(
  <path d="M4 5h11a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />,
  'Video',
);
const AudioIcon = createSvgIcon(
  <path d="M12 3v10.3A4 4 0 1 0 14 17V7h4V3h-6z" />,
  'Audio',
);
const ImageIcon = createSvgIcon(
  <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 12.5V18h16v-3l-4-4-5 5-3-3-4 3.5z" />,
  'Image',
);

const iconByKind = { video: VideoIcon, audio: AudioIcon, image: ImageIcon };

const AssetItem = React.forwardRef(function AssetItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // Reads the full item object from the `items` prop.
  const asset = useTreeItemModel<Asset>(props.itemId);
  if (!asset || asset.kind === 'folder') {
    return <TreeItem {...props} ref={ref} />;
  }

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ icon: iconByKind[asset.kind] }}
      label={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{asset.label}</span>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {asset.sizeMb} MB
          </Typography>
        </Box>
      }
    />
  );
});

export default function RichCustomItemSlot() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 380 }}>
      <RichTreeView
        aria-label="Media assets"
        items={assets}
        defaultExpandedItems={['campaign', 'podcast']}
        slots={{ item: AssetItem }}
      />
    </Box>
  );
}
