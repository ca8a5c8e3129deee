import { useMemo } from 'react';
import { useDocs } from '@site/src/components/DocsProvider';
import { usePreferences, usePreferencesLoaded } from './PreferencesProvider';
import type { CodeStyling, CodeVariant, ModeChoice } from './table';

/** The reader's choices that analytics reports as user properties. */
export interface PreferencesSnapshot {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  userLanguage: string;
  colorScheme: ModeChoice;
}

/** The live choices, or null until the stored ones have been read (so defaults are never reported as choices). */
export function usePreferencesSnapshot(): PreferencesSnapshot | null {
  const { codeVariant, codeStyling, mode } = usePreferences();
  const loaded = usePreferencesLoaded();
  const { userLanguage } = useDocs();
  return useMemo(
    () => (loaded ? { codeVariant, codeStyling, userLanguage, colorScheme: mode } : null),
    [loaded, codeVariant, codeStyling, userLanguage, mode],
  );
}
