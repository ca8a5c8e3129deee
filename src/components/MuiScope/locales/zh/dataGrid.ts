/** The Data Grid's Chinese labels (toolbar, column menu, filters, footer). */
export { zhCN as default } from '@mui/x-data-grid/locales';
