import type { Metric } from 'web-vitals';
import {
  reportWebVitals,
  shouldReportWebVitals,
  WEB_VITALS_SAMPLE_RATE,
  type WebVitalsApi,
} from './webVitals';

describe('shouldReportWebVitals', () => {
  it('reports one visit in 10,000', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    expect(shouldReportWebVitals(() => 0)).toBe(true);
    expect(shouldReportWebVitals(() => 0.000099)).toBe(true);
    expect(shouldReportWebVitals(() => 0.0001)).toBe(false);
    expect(shouldReportWebVitals(() => 0.5)).toBe(false);
  });

  it('asks the random source exactly once per decision', () => {
    const random = jest.fn(() => 0.3);
    shouldReportWebVitals(random);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('defaults to Math.random', () => {
    const spy = jest.spyOn(Math, 'random').mockReturnValue(0.00001);
    expect(shouldReportWebVitals()).toBe(true);
    spy.mockRestore();
  });
});

describe('reportWebVitals', () => {
  it('subscribes to every metric and sends name, value, delta and id', async () => {
    const reporters: ((metric: Metric) => void)[] = [];
    const subscribe = (report: (metric: Metric) => void) => {
      reporters.push(report);
    };
    const api: WebVitalsApi = {
      onCLS: subscribe,
      onFCP: subscribe,
      onINP: subscribe,
      onLCP: subscribe,
      onTTFB: subscribe,
    };
    const send = jest.fn();
    await reportWebVitals(send, async () => api);
    expect(reporters).toHaveLength(5);
    reporters[0]?.({
      name: 'LCP',
      value: 1234.5,
      delta: 1234.5,
      id: 'v5-1',
      rating: 'good',
      entries: [],
      navigationType: 'navigate',
    });
    expect(send).toHaveBeenCalledWith('event', 'web_vitals', {
      metric_name: 'LCP',
      metric_value: 1234.5,
      metric_delta: 1234.5,
      metric_id: 'v5-1',
    });
  });
});
