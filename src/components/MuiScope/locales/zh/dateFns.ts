/** date-fns in Chinese: its locale object. */
import { zhCN } from 'date-fns/locale/zh-CN';
import { adapterLocale } from '..';

export default adapterLocale(zhCN);
