import { useMemo } from 'react';
import { useDocs } from '@site/src/components/DocsProvider';
import { usePreferences } from './PreferencesProvider';
import type { CodeStyling, CodeVariant } from './displayPreferences';
import type { ModeChoice } from './colorMode';

/** What analytics reports as user properties (SPEC §7), from the live preferences. */
export interface PreferencesSnapshot {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  userLanguage: string;
  colorMode: ModeChoice;
  paletteCustomised: boolean;
}

export function usePreferencesSnapshot(): PreferencesSnapshot {
  const { codeVariant, codeStyling, mode, paletteColors } = usePreferences();
  const { userLanguage } = useDocs();
  return useMemo(
    () => ({
      codeVariant,
      codeStyling,
      userLanguage,
      colorMode: mode,
      paletteCustomised: paletteColors !== null,
    }),
    [codeVariant, codeStyling, userLanguage, mode, paletteColors],
  );
}
