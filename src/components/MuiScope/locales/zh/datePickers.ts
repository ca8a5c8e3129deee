/** The pickers' Chinese labels (toolbar titles, buttons, field placeholders). */
export { zhCN as default } from '@mui/x-date-pickers/locales';
