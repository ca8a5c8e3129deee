/** Moment in Chinese: registers the locale and names it. */
import 'moment/locale/zh-cn';
import { adapterLocale } from '..';

export default adapterLocale('zh-cn');
