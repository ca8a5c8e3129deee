import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridSearchIcon,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { studioClasses, studioColumns } from './studioClasses';

function CollapsedSearchToolbar() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, px: 0.5 }}>
        Timetable, week 38
      </Typography>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded} style={{ display: 'flex', alignItems: 'center' }}>
        {/* The trigger toggles `expanded`; the field stays mounted, hidden while collapsed, so it can take the focus. */}
        <QuickFilterTrigger render={<ToolbarButton aria-label="Search classes" />}>
          <GridSearchIcon fontSize="small" />
        </QuickFilterTrigger>
        <Box sx={{ display: expanded ? 'block' : 'none' }}>
          <QuickFilterControl
            // The grid focuses the element behind `ref`: hand it to the <input>, not to the field's wrapper.
            render={({ ref, ...controlProps }) => (
              <TextField {...controlProps} inputRef={ref} placeholder="Search…" size="small" />
            )}
          />
        </Box>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterCollapsible() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={studioClasses} columns={studioColumns} showToolbar slots={{ toolbar: CollapsedSearchToolbar }} />
    </Box>
  );
}
