/** Invented electricity use of a three-storey office building, in megawatt-hours per month. */
export const monthLabels = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type EnergyMonth = {
  month: string;
  heating: number;
  cooling: number;
  lighting: number;
  equipment: number;
  /** Average outdoor temperature in °C. */
  outdoor: number;
};

export const energyByMonth: EnergyMonth[] = [
  { month: 'Jan', heating: 41.2, cooling: 0.4, lighting: 12.8, equipment: 18.5, outdoor: 2.1 },
  { month: 'Feb', heating: 36.7, cooling: 0.3, lighting: 11.6, equipment: 17.9, outdoor: 3.4 },
  { month: 'Mar', heating: 27.9, cooling: 0.9, lighting: 11.1, equipment: 18.8, outdoor: 7.2 },
  { month: 'Apr', heating: 15.4, cooling: 2.6, lighting: 9.7, equipment: 18.2, outdoor: 11.0 },
  { month: 'May', heating: 6.1, cooling: 7.8, lighting: 8.9, equipment: 18.6, outdoor: 15.3 },
  { month: 'Jun', heating: 1.2, cooling: 16.4, lighting: 8.2, equipment: 17.7, outdoor: 19.1 },
  { month: 'Jul', heating: 0.6, cooling: 24.9, lighting: 8.0, equipment: 15.1, outdoor: 22.4 },
  { month: 'Aug', heating: 0.5, cooling: 23.1, lighting: 8.4, equipment: 14.6, outdoor: 21.9 },
  { month: 'Sep', heating: 3.8, cooling: 11.2, lighting: 9.6, equipment: 18.1, outdoor: 17.2 },
  { month: 'Oct', heating: 14.6, cooling: 2.7, lighting: 10.9, equipment: 18.9, outdoor: 11.8 },
  { month: 'Nov', heating: 29.3, cooling: 0.6, lighting: 12.2, equipment: 19.2, outdoor: 6.5 },
  { month: 'Dec', heating: 38.8, cooling: 0.4, lighting: 13.1, equipment: 16.4, outdoor: 3.0 },
];

export function formatMegawattHours(value: number | null): string {
  return value === null ? '' : `${value.toFixed(1)} MWh`;
}
