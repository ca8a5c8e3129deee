/**
 * Invented response times of a checkout API over one day, measured per hour (UTC).
 * `p50` is the median and `p95` the 95th percentile response time, in milliseconds;
 * `requests` is the number of requests served during that hour.
 */
export interface LatencySample {
  hour: string;
  p50: number;
  p95: number;
  requests: number;
}

export const checkoutLatency: LatencySample[] = [
  { hour: '00:00', p50: 82, p95: 190, requests: 1180 },
  { hour: '01:00', p50: 79, p95: 176, requests: 860 },
  { hour: '02:00', p50: 77, p95: 171, requests: 640 },
  { hour: '03:00', p50: 76, p95: 168, requests: 520 },
  { hour: '04:00', p50: 78, p95: 174, requests: 560 },
  { hour: '05:00', p50: 81, p95: 183, requests: 910 },
  { hour: '06:00', p50: 88, p95: 212, requests: 1840 },
  { hour: '07:00', p50: 97, p95: 248, requests: 3120 },
  { hour: '08:00', p50: 109, p95: 297, requests: 4630 },
  { hour: '09:00', p50: 118, p95: 331, requests: 5510 },
  { hour: '10:00', p50: 121, p95: 342, requests: 5880 },
  { hour: '11:00', p50: 126, p95: 365, requests: 6240 },
  { hour: '12:00', p50: 141, p95: 428, requests: 7120 },
  { hour: '13:00', p50: 137, p95: 411, requests: 6890 },
  { hour: '14:00', p50: 124, p95: 352, requests: 6010 },
  { hour: '15:00', p50: 119, p95: 338, requests: 5720 },
  { hour: '16:00', p50: 122, p95: 347, requests: 5960 },
  { hour: '17:00', p50: 131, p95: 389, requests: 6550 },
  { hour: '18:00', p50: 146, p95: 472, requests: 7480 },
  { hour: '19:00', p50: 152, p95: 503, requests: 7930 },
  { hour: '20:00', p50: 144, p95: 455, requests: 7260 },
  { hour: '21:00', p50: 128, p95: 371, requests: 5390 },
  { hour: '22:00', p50: 104, p95: 274, requests: 3470 },
  { hour: '23:00', p50: 91, p95: 226, requests: 2050 },
];

/** The latency objective of the checkout API: 95 % of requests under 400 ms. */
export const latencyObjectiveMs = 400;

export function formatMs(value: number | null): string {
  return value === null ? '' : `${value} ms`;
}
