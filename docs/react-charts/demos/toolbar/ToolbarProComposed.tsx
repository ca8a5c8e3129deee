import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts-pro/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { dailyElectricity, formatDay } from '../shared-resources/dailyElectricity';
import { fitExportToChart } from './fitExportToChart';

function EnergyToolbar() {
  return (
    <Toolbar>
      <ChartsToolbarZoomInTrigger render={<ToolbarButton render={<Button size="small" />} />}>
        Zoom in
      </ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger render={<ToolbarButton render={<Button size="small" />} />}>
        Zoom out
      </ChartsToolbarZoomOutTrigger>
      <Divider orientation="vertical" flexItem />
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'office-electricity-2024', onBeforeExport: fitExportToChart }}
        render={<ToolbarButton render={<Button size="small" />} />}
      >
        Save as PNG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarPrintExportTrigger
        options={{ fileName: 'office-electricity-2024', onBeforeExport: fitExportToChart }}
        render={<ToolbarButton render={<Button size="small" />} />}
      >
        Print
      </ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

export default function ToolbarProComposed() {
  return (
    <LineChartPro
      height={340}
      showToolbar
      slots={{ toolbar: EnergyToolbar }}
      dataset={dailyElectricity.map(({ date, kWh }) => ({ date, kWh }))}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'utc',
          zoom: true,
          valueFormatter: (date: Date) => formatDay(date),
        },
      ]}
      yAxis={[{ label: 'kWh per day', width: 60 }]}
      series={[{ dataKey: 'kWh', label: 'Electricity use', showMark: false, area: true }]}
      hideLegend
    />
  );
}
