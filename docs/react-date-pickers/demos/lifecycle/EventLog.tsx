import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LogEntry {
  id: number;
  name: string;
  detail?: string;
}

/** A numbered list of the callbacks a picker fired, newest last. */
export function EventLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 0.5 }}>
        <Typography variant="subtitle2" component="p">
          Callbacks
        </Typography>
        <Button size="small" onClick={onClear} disabled={entries.length === 0}>
          Clear
        </Button>
      </Stack>
      {/* A focusable log region (it scrolls) holding a real list, so both keep their meaning. */}
      <Box
        role="log"
        tabIndex={0}
        aria-label="Callbacks"
        sx={{ px: 1.5, pb: 1, height: 220, overflowY: 'auto', fontFamily: 'monospace', fontSize: 13 }}
      >
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.length === 0 && (
          <Box component="li" sx={{ color: 'text.secondary' }}>
            Use the picker: each callback appears here.
          </Box>
        )}
        {entries.map((entry) => (
          <Box component="li" key={entry.id} sx={{ py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {String(entry.id).padStart(2, '0')}
            </Box>{' '}
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {entry.name}
            </Box>
            {entry.detail ? ` ${entry.detail}` : ''}
          </Box>
        ))}
        </Box>
      </Box>
    </Box>
  );
}
