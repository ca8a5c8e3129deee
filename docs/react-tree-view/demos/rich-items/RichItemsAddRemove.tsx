import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Folder = TreeViewDefaultItemModelProperties;

const initialProjects: Folder[] = [
  {
    id: 'website',
    label: 'Website redesign',
    children: [
      { id: 'website-wireframes', label: 'Wireframes' },
      { id: 'website-copy', label: 'Copywriting' },
    ],
  },
  { id: 'app', label: 'Mobile app', children: [{ id: 'app-beta', label: 'Beta feedback' }] },
];

const sprintNames = ['Sprint 14', 'Sprint 15', 'Sprint 16', 'Sprint 17', 'Sprint 18'];

export default function RichItemsAddRemove() {
  const [projects, setProjects] = React.useState<Folder[]>(initialProjects);
  const [sprintCount, setSprintCount] = React.useState(0);

  const addSprint = () => {
    const name = sprintNames[sprintCount % sprintNames.length] ?? 'Sprint';
    const id = `app-sprint-${sprintCount}`;
    setSprintCount((count) => count + 1);
    // Build a new array: the tree only updates when it receives a new `items` reference.
    setProjects((previous) =>
      previous.map((project) =>
        project.id === 'app'
          ? { ...project, children: [...(project.children ?? []), { id, label: name }] }
          : project,
      ),
    );
  };

  const removeWebsite = () => {
    setProjects((previous) => previous.filter((project) => project.id !== 'website'));
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={addSprint}>
          Add a sprint to Mobile app
        </Button>
        <Button size="small" onClick={removeWebsite}>
          Archive Website redesign
        </Button>
        <Button size="small" onClick={() => setProjects(initialProjects)}>
          Reset
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Projects"
        items={projects}
        defaultExpandedItems={['website', 'app']}
      />
    </Box>
  );
}
