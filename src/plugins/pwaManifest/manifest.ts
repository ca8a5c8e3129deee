/**
 * The web app manifest of one locale. Every URL in it is relative, so the
 * same shape works under `/x/` and `/x/zh/`: icons resolve next to the
 * manifest, and the app starts at the locale's home page.
 */
import {
  WEB_APP_BACKGROUND_COLOR,
  WEB_APP_ICONS,
  WEB_APP_TEXT,
  WEB_APP_THEME_COLOR,
} from '../../data/webApp';

export const MANIFEST_FILE = 'manifest.json';

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

export function buildManifest(locale: string, direction: 'ltr' | 'rtl' = 'ltr'): WebAppManifest {
  const text = WEB_APP_TEXT[locale] ?? WEB_APP_TEXT.en;
  if (!text) {
    throw new Error('Web app manifest: no English text in src/data/webApp.ts.');
  }
  return {
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: text.lang,
    dir: direction,
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: WEB_APP_THEME_COLOR,
    background_color: WEB_APP_BACKGROUND_COLOR,
    icons: WEB_APP_ICONS.map((icon) => ({ ...icon })),
  };
}
