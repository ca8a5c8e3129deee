/** Material UI's own Chinese labels (pagination, autocomplete, alerts…). */
export { zhCN as default } from '@mui/material/locale';
