import {
  createContext,
  useContext,
  useEffect,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react';
import { updateUserProperties } from '../analytics';
import { storeModeChoice } from './colorMode';
import { readDocumentDirection, setDirection } from './direction';
import {
  DEFAULT_PREFERENCES,
  themeReducer,
  type DisplayPreferences,
  type ThemeAction,
} from './displayPreferences';
import { browserStorageEnvironment, persistPreferences, readStoredPreferences } from './storage';

const PreferencesContext = createContext<DisplayPreferences | null>(null);
const DispatchContext = createContext<Dispatch<ThemeAction> | null>(null);

class MissingProviderError extends Error {
  constructor(hook: string) {
    super(
      `${hook}() was called outside <PreferencesProvider>. Wrap the tree in it (src/theme/Root.tsx does).`,
    );
    this.name = 'MissingProviderError';
  }
}

async function applyPalette(colors: DisplayPreferences['paletteColors']): Promise<void> {
  if (!colors && !document.getElementById('site-palette')) {
    return;
  }
  const { applyPaletteColors } = await import('./paletteStyle');
  applyPaletteColors(colors);
}

/**
 * Holds the reader's display preferences. The server and the first client
 * render use the defaults (no hydration mismatch); stored preferences are
 * read right after, and every change is applied to the page and remembered.
 */
export function PreferencesProvider({ children }: { children: ReactNode }): ReactNode {
  const [state, dispatch] = useReducer(themeReducer, DEFAULT_PREFERENCES);
  // What the page reflects; the defaults are what the server rendered.
  const applied = useRef<DisplayPreferences>(DEFAULT_PREFERENCES);

  useEffect(() => {
    const stored = readStoredPreferences(browserStorageEnvironment());
    dispatch({ type: 'SET', payload: stored });
    if (!stored.paletteColors) {
      // Colours cached by the inline script but no longer valid: drop them.
      applyPalette(null).catch(() => undefined);
    }
  }, []);

  useEffect(() => {
    const previous = applied.current;
    if (previous === state) {
      return;
    }
    applied.current = state;
    persistPreferences(browserStorageEnvironment(), previous, state);
    updateUserProperties({
      codeVariant: state.codeVariant,
      codeStyling: state.codeStyling,
      colorScheme: state.mode,
    });
    if (previous.mode !== state.mode) {
      storeModeChoice(state.mode);
    }
    if (readDocumentDirection() !== state.direction) {
      setDirection(state.direction);
    }
    if (previous.paletteColors !== state.paletteColors) {
      applyPalette(state.paletteColors).catch((error: unknown) => {
        console.warn('Could not apply the custom colours; default colours stay.', error);
      });
    }
  }, [state]);

  return (
    <DispatchContext.Provider value={dispatch}>
      <PreferencesContext.Provider value={state}>{children}</PreferencesContext.Provider>
    </DispatchContext.Provider>
  );
}

export function usePreferences(): DisplayPreferences {
  const value = useContext(PreferencesContext);
  if (!value) {
    throw new MissingProviderError('usePreferences');
  }
  return value;
}

export function usePreferencesDispatch(): Dispatch<ThemeAction> {
  const value = useContext(DispatchContext);
  if (!value) {
    throw new MissingProviderError('usePreferencesDispatch');
  }
  return value;
}
