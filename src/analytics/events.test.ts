import { AD_DISPLAY_SAMPLE_RATE, pageViewParams, sendAdEvent, sendPageView } from './events';

const ORIGIN = 'https://docs.example.test';

describe('pageViewParams', () => {
  it.each([
    ['/x/react-data-grid/editing/', '/x/react-data-grid/editing', 'x-data-grid', 'x'],
    ['/x/zh/react-charts/bars/', '/x/react-charts/bars', 'x-charts', 'x'],
    ['/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid', 'x-data-grid', 'x'],
    ['/x/v7/react-date-pickers/', '/x/v7/react-date-pickers', 'x-date-pickers', 'x'],
    ['/x/zh/v6/api/tree-view/', '/x/v6/api/tree-view', 'x-tree-view', 'x'],
    ['/x/introduction/installation/', '/x/introduction/installation', null, 'x'],
  ])('%j → %j (%j / %j)', (pathname, canonical, productId, categoryId) => {
    expect(pageViewParams({ title: 'T', origin: ORIGIN, pathname, baseUrl: '/x/' })).toEqual({
      page_title: 'T',
      page_location: `${ORIGIN}${canonical}`,
      product_id: productId,
      product_category_id: categoryId,
    });
  });
});

describe('sendPageView', () => {
  it('sends one page_view event', () => {
    const send = jest.fn();
    sendPageView(send, { title: 'Bars', origin: ORIGIN, pathname: '/x/react-charts/bars/', baseUrl: '/x/' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      'event',
      'page_view',
      expect.objectContaining({ product_id: 'x-charts' }),
    );
  });
});

describe('sendAdEvent', () => {
  it('always sends clicks and crashes', () => {
    const send = jest.fn();
    expect(sendAdEvent(send, 'click', 'in-house', () => 0.99)).toBe(true);
    expect(sendAdEvent(send, 'crash', 'carbon', () => 0.99)).toBe(true);
    expect(send.mock.calls).toEqual([
      ['event', 'ad', { event_action: 'click', event_label: 'in-house' }],
      ['event', 'ad', { event_action: 'crash', event_label: 'carbon' }],
    ]);
  });

  it('samples displays at 10 percent', () => {
    expect(AD_DISPLAY_SAMPLE_RATE).toBe(0.1);
    const send = jest.fn();
    expect(sendAdEvent(send, 'display', 'in-house', () => 0.0999)).toBe(true);
    expect(sendAdEvent(send, 'display', 'in-house', () => 0.1)).toBe(false);
    expect(sendAdEvent(send, 'display', 'in-house', () => 0.5)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends about one display in ten over many page loads', () => {
    const send = jest.fn();
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 10_000; i += 1) sendAdEvent(send, 'display', 'in-house', random);
    expect(send.mock.calls.length).toBeGreaterThan(900);
    expect(send.mock.calls.length).toBeLessThan(1100);
  });
});
