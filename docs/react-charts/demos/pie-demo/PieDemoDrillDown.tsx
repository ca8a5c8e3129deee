import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Annual cloud bill of a software company, in thousands of euros.
const services = [
  {
    id: 'compute',
    label: 'Compute',
    value: 412,
    parts: [
      { id: 'vm', label: 'Virtual machines', value: 251 },
      { id: 'containers', label: 'Containers', value: 118 },
      { id: 'functions', label: 'Functions', value: 43 },
    ],
  },
  {
    id: 'storage',
    label: 'Storage',
    value: 186,
    parts: [
      { id: 'objects', label: 'Object storage', value: 97 },
      { id: 'disks', label: 'Block disks', value: 64 },
      { id: 'backups', label: 'Backups', value: 25 },
    ],
  },
  {
    id: 'databases',
    label: 'Databases',
    value: 231,
    parts: [
      { id: 'postgres', label: 'Managed PostgreSQL', value: 158 },
      { id: 'cache', label: 'Cache', value: 49 },
      { id: 'search', label: 'Search', value: 24 },
    ],
  },
  {
    id: 'network',
    label: 'Network',
    value: 94,
    parts: [
      { id: 'egress', label: 'Egress traffic', value: 71 },
      { id: 'balancers', label: 'Load balancers', value: 23 },
    ],
  },
];

const euros = (item: { value: number }) => `€${item.value}k`;

export default function PieDemoDrillDown() {
  const [openService, setOpenService] = React.useState<string | null>(null);
  const service = services.find((item) => item.id === openService);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {service ? `${service.label}: €${service.value}k` : 'Cloud bill by service — click a slice'}
        </Typography>
        {service && (
          <Button size="small" onClick={() => setOpenService(null)}>
            Back to all services
          </Button>
        )}
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            id: service ? service.id : 'services',
            data: service ? service.parts : services.map(({ id, label, value }) => ({ id, label, value })),
            innerRadius: '40%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: euros,
          },
        ]}
        onItemClick={(_event, identifier) => {
          if (!service) {
            setOpenService(services[identifier.dataIndex]?.id ?? null);
          }
        }}
        skipAnimation
      />
    </Stack>
  );
}
