import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { ptBR as materialPtBR } from '@mui/material/locale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';

/**
 * In an application you would write
 * `createTheme(yourThemeOptions, materialPtBR, pickersPtBR)` once.
 * Here the packs extend the page's theme, so the demo keeps the site's colours.
 */
function withPortuguese(outerTheme: Theme): Theme {
  const packs = createTheme({}, materialPtBR, pickersPtBR);
  return { ...outerTheme, components: { ...outerTheme.components, ...packs.components } };
}

export default function LocalizationThemePack() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <ThemeProvider theme={withPortuguese}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br">
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DatePicker label="Data da consulta" defaultValue={dayjs('2025-11-20')} />
            <TimePicker label="Horário" defaultValue={dayjs('2025-11-20T14:30')} />
          </Stack>
          <TablePagination
            component="div"
            count={86}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
