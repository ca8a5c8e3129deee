/**
 * Applies the stored display preferences before the first frame, so a reload
 * in dark mode or right-to-left never paints a light or left-to-right frame.
 * Bundled at build time into the small script inlined in every page's <head>
 * (inlineScript.ts); it shares the table's keys and parsers with the rest of
 * the site. React re-validates everything once it starts.
 */
import {
  DOCUSAURUS_MODE_STORAGE_KEY,
  PALETTE_CSS_STORAGE_KEY,
  PALETTE_STYLE_ID,
  directionPreference,
  modePreference,
  PALETTE_COLORS_KEY,
  type PreferenceDefinition,
} from './table';

/** The one place that touches storage directly: Docusaurus's storage slots do not exist before React. */
function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: nothing to keep in step.
  }
}

function stored<T>(definition: PreferenceDefinition<T>): T | undefined {
  const raw = readLocal(definition.key);
  if (raw === null) return undefined;
  try {
    return definition.codec.parse(raw);
  } catch {
    return undefined;
  }
}

function prefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

export function applyPreferencesBeforePaint(): void {
  const root = document.documentElement;

  const mode = stored(modePreference) ?? modePreference.default;
  const scheme = mode === 'system' ? (prefersDark() ? 'dark' : 'light') : mode;
  root.setAttribute('data-theme', scheme);
  root.setAttribute(modePreference.attribute ?? 'data-theme-choice', mode);
  // Docusaurus reads its own key on start: keep it saying the same thing.
  writeLocal(DOCUSAURUS_MODE_STORAGE_KEY, mode === 'system' ? null : mode);

  const directionAttribute = directionPreference.attribute ?? 'data-direction';
  const direction = stored(directionPreference) ?? (root.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr');
  root.setAttribute(directionAttribute, direction);
  root.setAttribute('dir', direction);
  // Docusaurus re-applies the locale's direction through <Head> on hydration and
  // navigation; restore the reader's choice before the browser paints.
  new MutationObserver(() => {
    const wanted = root.getAttribute(directionAttribute);
    if (wanted && root.getAttribute('dir') !== wanted) root.setAttribute('dir', wanted);
  }).observe(root, { attributes: true, attributeFilter: ['dir'] });

  // Custom colours chosen earlier, as generated then (never markup).
  const paletteCss = readLocal(PALETTE_CSS_STORAGE_KEY);
  if (paletteCss && readLocal(PALETTE_COLORS_KEY) && !paletteCss.includes('<')) {
    const style = document.createElement('style');
    style.id = PALETTE_STYLE_ID;
    style.textContent = paletteCss;
    document.head.appendChild(style);
  }
}
