/** Day.js in Chinese: registers the locale (without making it the global default) and names it. */
import 'dayjs/locale/zh-cn';
import { adapterLocale } from '..';

export default adapterLocale('zh-cn');
