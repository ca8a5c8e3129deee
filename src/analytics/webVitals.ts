/**
 * Web-vitals reporting: about 0.01 percent of visits report.
 * The decision is made once per page load, by the caller, with a random
 * source it can replace in tests.
 */
import type { Metric } from 'web-vitals';
import type { Gtag } from './gtag';

/** One visit in 10,000. */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10_000;

export function shouldReportWebVitals(random: () => number = Math.random): boolean {
  return random() < WEB_VITALS_SAMPLE_RATE;
}

export interface WebVitalsParams {
  metric_name: string;
  metric_value: number;
  metric_delta: number;
  metric_id: string;
}

export function webVitalsParams(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id'>): WebVitalsParams {
  return {
    metric_name: metric.name,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_id: metric.id,
  };
}

type Subscribe = (report: (metric: Metric) => void) => void;
export interface WebVitalsApi {
  onCLS: Subscribe;
  onFCP: Subscribe;
  onINP: Subscribe;
  onLCP: Subscribe;
  onTTFB: Subscribe;
}

/** Subscribes to every metric; `load` fetches the library only for sampled visits. */
export async function reportWebVitals(
  send: Gtag,
  load: () => Promise<WebVitalsApi> = () => import('web-vitals'),
): Promise<void> {
  const api = await load();
  const report = (metric: Metric) => send('event', 'web_vitals', webVitalsParams(metric));
  for (const subscribe of [api.onCLS, api.onFCP, api.onINP, api.onLCP, api.onTTFB]) {
    subscribe(report);
  }
}
