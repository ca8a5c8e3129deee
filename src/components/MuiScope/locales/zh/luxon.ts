/** Luxon in Chinese: it formats through Intl, so the locale's name is enough. */
import { adapterLocale } from '..';

export default adapterLocale('zh-CN');
