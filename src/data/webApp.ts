/** What the installed web app is called and says, per locale (the web app manifest). */
import { BRAND } from '../siteTheme/tokens';
import { SITE } from './site';

export interface WebAppText {
  lang: string;
  name: string;
  shortName: string;
  description: string;
}

export const WEB_APP_TEXT: Readonly<Record<string, WebAppText>> = {
  en: {
    lang: 'en',
    name: `${SITE.title} documentation`,
    shortName: SITE.title,
    description: SITE.tagline,
  },
  zh: {
    lang: 'zh-CN',
    name: `${SITE.title} 文档`,
    shortName: SITE.title,
    description: '用于复杂场景的高级 React 组件：数据表格、日期和时间选择器、图表和树视图。',
  },
};

/** Icons shipped in `static/img/pwa/`, paths relative to the locale's base URL. */
export const WEB_APP_ICONS = [
  { src: 'img/pwa/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: 'img/pwa/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: 'img/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
] as const;

export const WEB_APP_THEME_COLOR = BRAND.light.primary;
export const WEB_APP_BACKGROUND_COLOR = BRAND.light.background;
