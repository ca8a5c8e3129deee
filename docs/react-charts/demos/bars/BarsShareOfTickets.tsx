import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Billing', 'Shipping', 'Accounts', 'Returns'];
// Support tickets per team in one month, by how they were resolved.
const firstContact = [412, 298, 187, 241];
const escalated = [96, 141, 58, 37];
const reopened = [31, 22, 19, 44];

const total = teams.map(
  (_, index) => (firstContact[index] ?? 0) + (escalated[index] ?? 0) + (reopened[index] ?? 0),
);
const asShare = (value: number | null, { dataIndex }: { dataIndex: number }) =>
  value === null ? '' : `${value} tickets (${Math.round((value / (total[dataIndex] ?? 1)) * 100)} %)`;

export default function BarsShareOfTickets() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: teams }]}
      yAxis={[{ valueFormatter: (share: number) => `${Math.round(share * 100)} %` }]}
      series={[
        { data: firstContact, label: 'Solved at first contact', stack: 'all', stackOffset: 'expand', valueFormatter: asShare },
        { data: escalated, label: 'Escalated', stack: 'all', valueFormatter: asShare },
        { data: reopened, label: 'Reopened', stack: 'all', valueFormatter: asShare },
      ]}
      skipAnimation
    />
  );
}
