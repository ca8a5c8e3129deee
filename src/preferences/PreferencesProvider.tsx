import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { applyDirection, readDocumentDirection } from './direction';
import {
  DEFAULT_PREFERENCES,
  themeReducer,
  type DisplayPreferences,
  type ThemeAction,
} from './displayPreferences';
import { browserStorageEnvironment, persistPreferences, readStoredPreferences } from './storage';
import { PALETTE_STYLE_ID, type ModeChoice } from './table';

const PreferencesContext = createContext<DisplayPreferences | null>(null);
const DispatchContext = createContext<Dispatch<ThemeAction> | null>(null);
/** False until the stored preferences have been read (the first client render shows the defaults). */
const LoadedContext = createContext(false);

class MissingProviderError extends Error {
  constructor(hook: string) {
    super(
      `${hook}() was called outside <PreferencesProvider>. Wrap the tree in it (src/theme/Root.tsx does).`,
    );
    this.name = 'MissingProviderError';
  }
}

async function applyPalette(colors: DisplayPreferences['paletteColors']): Promise<void> {
  if (!colors && !document.getElementById(PALETTE_STYLE_ID)) {
    return;
  }
  const { applyPaletteColors } = await import('./paletteStyle');
  applyPaletteColors(colors);
}

interface ProviderState {
  preferences: DisplayPreferences;
  loaded: boolean;
}

const INITIAL_STATE: ProviderState = { preferences: DEFAULT_PREFERENCES, loaded: false };

/** The theme reducer, plus the provider's own step: the stored preferences have been read. */
function providerReducer(
  state: ProviderState,
  action: ThemeAction | { type: 'LOADED'; payload: Partial<DisplayPreferences> },
): ProviderState {
  if (action.type === 'LOADED') {
    return {
      preferences: themeReducer(state.preferences, { type: 'SET', payload: action.payload }),
      loaded: true,
    };
  }
  const preferences = themeReducer(state.preferences, action);
  return preferences === state.preferences ? state : { ...state, preferences };
}

/**
 * Holds the reader's display preferences. The server and the first client
 * render use the defaults (no hydration mismatch); stored preferences are
 * read right after, and every change is applied to the page and remembered
 * where the preference table says.
 */
export function PreferencesProvider({ children }: { children: ReactNode }): ReactNode {
  const [{ preferences: state, loaded }, dispatchToProvider] = useReducer(providerReducer, INITIAL_STATE);
  const dispatch = dispatchToProvider as Dispatch<ThemeAction>;
  // What the page reflects and storage holds; the defaults are what the server rendered.
  const applied = useRef<DisplayPreferences>(DEFAULT_PREFERENCES);

  useEffect(() => {
    const stored = readStoredPreferences(browserStorageEnvironment());
    // The stored values are already in storage: only later changes are written back.
    applied.current = { ...DEFAULT_PREFERENCES, ...stored };
    dispatchToProvider({ type: 'LOADED', payload: stored });
    if (stored.paletteColors) {
      applyPalette(stored.paletteColors).catch(() => undefined);
    } else {
      // Colours cached by the pre-paint script but no longer valid: drop them.
      applyPalette(null).catch(() => undefined);
    }
    if (stored.direction && readDocumentDirection() !== stored.direction) applyDirection(stored.direction);
  }, []);

  useEffect(() => {
    const previous = applied.current;
    if (!loaded || previous === state) {
      return;
    }
    applied.current = state;
    persistPreferences(browserStorageEnvironment(), previous, state);
    if (readDocumentDirection() !== state.direction) {
      applyDirection(state.direction);
    }
    if (JSON.stringify(previous.paletteColors) !== JSON.stringify(state.paletteColors)) {
      applyPalette(state.paletteColors).catch((error: unknown) => {
        console.warn('Could not apply the custom colours; default colours stay.', error);
      });
    }
  }, [state, loaded]);

  return (
    <DispatchContext.Provider value={dispatch}>
      <LoadedContext.Provider value={loaded}>
        <PreferencesContext.Provider value={state}>{children}</PreferencesContext.Provider>
      </LoadedContext.Provider>
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

/** Whether the stored preferences have been read (false on the server and in the first client render). */
export function usePreferencesLoaded(): boolean {
  usePreferences();
  return useContext(LoadedContext);
}

/**
 * The one way to change the colour mode: Docusaurus's colour mode (its `theme`
 * key and `data-theme`) and the reader's `mui-mode` preference change together.
 */
export function useSetMode(): (mode: ModeChoice) => void {
  const { setColorMode } = useColorMode();
  const dispatch = usePreferencesDispatch();
  return useCallback(
    (mode: ModeChoice) => {
      setColorMode(mode === 'system' ? null : mode);
      dispatch({ type: 'CHANGE', payload: { mode } });
    },
    [setColorMode, dispatch],
  );
}
