import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Course {
  id: string;
  label: string;
  full?: boolean;
  children?: Course[];
}

const courses: Course[] = [
  {
    id: 'languages',
    label: 'Evening languages',
    children: [
      { id: 'spanish-a1', label: 'Spanish A1 (full)', full: true },
      { id: 'spanish-b1', label: 'Spanish B1' },
      { id: 'japanese-a1', label: 'Japanese A1 (full)', full: true },
    ],
  },
  {
    id: 'crafts',
    label: 'Crafts',
    children: [
      { id: 'pottery', label: 'Pottery for beginners' },
      { id: 'woodwork', label: 'Woodwork (full)', full: true },
    ],
  },
];

const isCourseFull = (course: Course) => Boolean(course.full);

export default function RichFocusDisabled() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Evening courses"
        items={courses}
        isItemDisabled={isCourseFull}
        disabledItemsFocusable
        defaultExpandedItems={['languages', 'crafts']}
      />
    </Box>
  );
}
