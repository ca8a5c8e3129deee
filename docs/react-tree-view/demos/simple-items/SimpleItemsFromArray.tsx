import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Course {
  code: string;
  title: string;
}

interface Faculty {
  slug: string;
  name: string;
  courses: Course[];
}

const faculties: Faculty[] = [
  {
    slug: 'sciences',
    name: 'Faculty of Sciences',
    courses: [
      { code: 'BIO-101', title: 'Cell Biology' },
      { code: 'CHE-110', title: 'General Chemistry' },
      { code: 'PHY-120', title: 'Mechanics' },
    ],
  },
  {
    slug: 'humanities',
    name: 'Faculty of Humanities',
    courses: [
      { code: 'HIS-201', title: 'Medieval Europe' },
      { code: 'PHI-150', title: 'Introduction to Ethics' },
    ],
  },
];

export default function SimpleItemsFromArray() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Course catalogue" defaultExpandedItems={['sciences']}>
        {faculties.map((faculty) => (
          <TreeItem key={faculty.slug} itemId={faculty.slug} label={faculty.name}>
            {faculty.courses.map((course) => (
              <TreeItem
                key={course.code}
                itemId={course.code}
                label={`${course.code} · ${course.title}`}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
