import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { translate } from '@docusaurus/Translate';
import type { PaletteColors } from '@site/src/preferences/displayPreferences';
import { validatePaletteColors } from '@site/src/preferences/validation';
import { BRAND } from '@site/src/siteTheme/tokens';

interface Props {
  colors: PaletteColors | null;
  onApply: (colors: PaletteColors) => void;
  onReset: () => void;
}

/** Primary and secondary colours; an invalid colour is reported and the previous colours stay. */
export default function PaletteForm({ colors, onApply, onReset }: Props): ReactNode {
  const [primary, setPrimary] = useState(colors?.primary?.main ?? BRAND.light.primary);
  const [secondary, setSecondary] = useState(colors?.secondary?.main ?? BRAND.light.secondary);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      onApply(
        validatePaletteColors({ primary: { main: primary.trim() }, secondary: { main: secondary.trim() } }),
      );
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        size="small"
        label={translate({ id: 'settings.colors.primary', message: 'Primary colour' })}
        value={primary}
        onChange={(event) => setPrimary(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 64 } }}
      />
      <TextField
        size="small"
        label={translate({ id: 'settings.colors.secondary', message: 'Secondary colour' })}
        value={secondary}
        onChange={(event) => setSecondary(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 64 } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {translate({ id: 'settings.colors.apply', message: 'Apply colours' })}
        </Button>
        <Button
          onClick={() => {
            setPrimary(BRAND.light.primary);
            setSecondary(BRAND.light.secondary);
            setError(null);
            onReset();
          }}
        >
          {translate({ id: 'settings.colors.reset', message: 'Reset colours' })}
        </Button>
      </Box>
    </Box>
  );
}
