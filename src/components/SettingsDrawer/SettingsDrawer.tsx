import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import { translate } from '@docusaurus/Translate';
import MuiScope from '@site/src/components/MuiScope';
import {
  usePreferences,
  usePreferencesDispatch,
  useSetMode,
} from '@site/src/preferences/PreferencesProvider';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DIRECTIONS,
  MAX_SPACING,
  MIN_SPACING,
  MODE_CHOICES,
  type CodeStyling,
  type CodeVariant,
  type Direction,
  type ModeChoice,
} from '@site/src/preferences/table';
import ChoiceGroup from './ChoiceGroup';
import PaletteForm from './PaletteForm';

interface Props {
  open: boolean;
  onClose: () => void;
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="overline" sx={{ display: 'block', mt: 2.5, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** A choice group's options: the values of the preference table, in its order, with their labels. */
function choices<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The display settings: every control applies at once and is remembered. */
export default function SettingsDrawer({ open, onClose }: Props): ReactNode {
  const preferences = usePreferences();
  const dispatch = usePreferencesDispatch();
  const changeMode = useSetMode();

  return (
    <MuiScope>
      <Drawer
        anchor={preferences.direction === 'rtl' ? 'left' : 'right'}
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
      >
        <Box role="dialog" aria-labelledby="settings-title" sx={{ p: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="settings-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {translate({ id: 'settings.title', message: 'Settings' })}
            </Typography>
            <IconButton
              onClick={onClose}
              aria-label={translate({ id: 'settings.close', message: 'Close settings' })}
              edge="end"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z"
                />
              </svg>
            </IconButton>
          </Box>
          <Divider sx={{ mt: 1.5 }} />

          <Heading>{translate({ id: 'settings.mode', message: 'Mode' })}</Heading>
          <ChoiceGroup<ModeChoice>
            label={translate({ id: 'settings.mode', message: 'Mode' })}
            value={preferences.mode}
            onChange={changeMode}
            options={choices(MODE_CHOICES, {
              light: translate({ id: 'settings.mode.light', message: 'Light' }),
              system: translate({ id: 'settings.mode.system', message: 'System' }),
              dark: translate({ id: 'settings.mode.dark', message: 'Dark' }),
            })}
          />

          <Heading>{translate({ id: 'settings.direction', message: 'Direction' })}</Heading>
          <ChoiceGroup<Direction>
            label={translate({ id: 'settings.direction', message: 'Direction' })}
            value={preferences.direction}
            onChange={(direction) => dispatch({ type: 'CHANGE', payload: { direction } })}
            options={choices(DIRECTIONS, {
              ltr: translate({ id: 'settings.direction.ltr', message: 'Left to right' }),
              rtl: translate({ id: 'settings.direction.rtl', message: 'Right to left' }),
            })}
          />

          <Heading>{translate({ id: 'settings.codeVariant', message: 'Language of code samples' })}</Heading>
          <ChoiceGroup<CodeVariant>
            label={translate({ id: 'settings.codeVariant', message: 'Language of code samples' })}
            value={preferences.codeVariant}
            onChange={(codeVariant) => dispatch({ type: 'SET', payload: { codeVariant } })}
            options={choices(CODE_VARIANTS, { JS: 'JavaScript', TS: 'TypeScript' })}
          />

          <Heading>{translate({ id: 'settings.codeStyling', message: 'Styling of code samples' })}</Heading>
          <ChoiceGroup<CodeStyling>
            label={translate({ id: 'settings.codeStyling', message: 'Styling of code samples' })}
            value={preferences.codeStyling}
            onChange={(codeStyling) => dispatch({ type: 'SET', payload: { codeStyling } })}
            options={choices(CODE_STYLINGS, { 'MUI System': 'MUI System', Tailwind: 'Tailwind', CSS: 'CSS' })}
          />

          <Heading>{translate({ id: 'settings.density', message: 'Density of live demos' })}</Heading>
          <FormControlLabel
            control={
              <Switch
                checked={preferences.dense}
                onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
              />
            }
            label={translate({ id: 'settings.density.dense', message: 'Dense' })}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <Button
              variant="outlined"
              sx={{ minWidth: 40 }}
              aria-label={translate({ id: 'settings.density.decrease', message: 'Decrease spacing' })}
              disabled={preferences.spacing <= MIN_SPACING}
              onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
            >
              −
            </Button>
            <Typography aria-live="polite" sx={{ minWidth: 110, textAlign: 'center', whiteSpace: 'nowrap' }}>
              {translate(
                { id: 'settings.density.spacing', message: 'Spacing: {value} px' },
                { value: preferences.spacing },
              )}
            </Typography>
            <Button
              variant="outlined"
              sx={{ minWidth: 40 }}
              aria-label={translate({ id: 'settings.density.increase', message: 'Increase spacing' })}
              disabled={preferences.spacing >= MAX_SPACING}
              onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
            >
              +
            </Button>
            <Button onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
              {translate({ id: 'settings.density.reset', message: 'Reset density' })}
            </Button>
          </Box>

          <Heading>{translate({ id: 'settings.colors', message: 'Colours' })}</Heading>
          <PaletteForm
            colors={preferences.paletteColors}
            onApply={(paletteColors) => dispatch({ type: 'CHANGE', payload: { paletteColors } })}
            onReset={() => dispatch({ type: 'RESET_COLORS' })}
          />
        </Box>
      </Drawer>
    </MuiScope>
  );
}
