import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import AdBlock from './AdBlock';
import AdErrorBoundary from './AdErrorBoundary';
import { AdProvider, useAd } from './AdProvider';
import { AD_SHAPE_STORAGE_KEY } from './adRules';
import { PLACEMENT_CHECK_INTERVAL_MS } from './placementWatch';

jest.mock('@docusaurus/useBaseUrl', () => ({ __esModule: true, default: (path: string) => `/x${path}` }), {
  virtual: true,
});
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({ to, href, children, ...rest }: { to?: string; href?: string; children: ReactNode }) => (
      <a href={href ?? to} {...rest}>
        {children}
      </a>
    ),
  }),
  { virtual: true },
);

const mockCustomFields: Record<string, unknown> = {};
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  // A copy per call: the site parses its (build-time, never changing) settings once per object.
  default: () => ({ siteConfig: { customFields: { ...mockCustomFields } } }),
}));
let mockBrokenAds = false;
jest.mock('@site/src/data/inHouseAds', () => {
  const actual = jest.requireActual<typeof import('@site/src/data/inHouseAds')>('@site/src/data/inHouseAds');
  return {
    inHouseAds: () =>
      mockBrokenAds
        ? actual.inHouseAds().map((ad) =>
            Object.defineProperty({ ...ad }, 'name', {
              get: () => {
                throw new Error('broken ad data');
              },
            }),
          )
        : actual.inHouseAds(),
  };
});

const gtag = jest.fn();
let userAgent: jest.SpyInstance<string, []>;

beforeEach(() => {
  jest.useFakeTimers();
  window.gtag = gtag;
  gtag.mockClear();
  window.sessionStorage.setItem(AD_SHAPE_STORAGE_KEY, 'image');
  userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');
  userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36');
});
afterEach(() => {
  for (const key of Object.keys(mockCustomFields)) Reflect.deleteProperty(mockCustomFields, key);
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'gtag');
  window.sessionStorage.clear();
});

function renderBlock() {
  return render(
    <AdProvider>
      <AdBlock />
    </AdProvider>,
  );
}

const adEvents = () => gtag.mock.calls.filter((call) => call[1] === 'ad');

describe('with an ad script configured', () => {
  beforeEach(() => {
    // jsdom loads no external script: the configured script is "blocked".
    mockCustomFields.adScriptUrl = 'https://ads.example/script.js';
  });

  it('shows an in-house ad (internal link, 130 × 100 image) to a reader blocking ads, after the 7th check', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { container } = renderBlock();
    expect(container.querySelector('[data-ad-third-party] script')?.getAttribute('src')).toBe(
      'https://ads.example/script.js',
    );
    act(() => jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 5));
    expect(container.querySelector('[data-ad-card]')).toBeNull();
    act(() => jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS));
    const link = container.querySelector('a[data-ad-card]');
    expect(link?.getAttribute('href')).toMatch(/^\/react-/);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/^\/x\/img\/ads\/.+\.svg$/);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['130', '100']);
  });

  it('shows the appeal to a blocked reader when the draw falls in the 20 percent', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.05);
    renderBlock();
    act(() => jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 6));
    expect(screen.getByText(/please consider allowing ads/)).toBeInTheDocument();
    // 0.05 is also under the 10 percent display sampling: the display event follows 2.5 s later.
    act(() => jest.advanceTimersByTime(2499));
    expect(adEvents()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(adEvents()).toEqual([
      ['event', 'ad', { event_action: 'display', event_label: 'ad-blocker-appeal@doc-top-image' }],
    ]);
  });
});

describe('with no ad network configured', () => {
  it.each(['image', 'inline'])(
    'shows an in-house ad at once in the %s shape, and never the appeal',
    (shape) => {
      window.sessionStorage.setItem(AD_SHAPE_STORAGE_KEY, shape);
      const fetchMock = jest.fn();
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
      // A draw that would show the appeal to a blocked reader.
      jest.spyOn(Math, 'random').mockReturnValue(0.05);
      const { container } = renderBlock();
      expect(container.querySelector('a[data-ad-card]')?.getAttribute('href')).toMatch(/^\/react-/);
      expect(container.querySelector('[data-ad-third-party]')).toBeNull();
      act(() => jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 40));
      expect(screen.queryByText(/please consider allowing ads/)).toBeNull();
      expect(container.querySelectorAll('a[data-ad-card]')).toHaveLength(1);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(adEvents()).toEqual([
        [
          'event',
          'ad',
          { event_action: 'display', event_label: expect.stringMatching(/^in-house:.+@doc-top-/) },
        ],
      ]);
      Reflect.deleteProperty(window, 'fetch');
    },
  );
});

it('gives bots an empty block', () => {
  userAgent.mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  const { container } = renderBlock();
  act(() => jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS * 40));
  const slot = container.querySelector('[data-ad-slot]');
  expect(slot).toBeInTheDocument();
  expect(slot?.childElementCount).toBe(0);
  expect(adEvents()).toEqual([]);
});

it('hides the block and sends a crash event when anything inside it throws', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): ReactNode {
    throw new Error('ad markup exploded');
  }
  function Slot() {
    const { shape } = useAd();
    return (
      <AdErrorBoundary onCrash={() => window.gtag?.('event', 'ad', { event_action: 'crash', shape })}>
        <p>before</p>
        <Broken />
      </AdErrorBoundary>
    );
  }
  const { container } = render(
    <AdProvider>
      <Slot />
      <p>page text</p>
    </AdProvider>,
  );
  expect(container.textContent).toBe('page text');
  expect(adEvents()).toEqual([['event', 'ad', { event_action: 'crash', shape: 'image' }]]);
  error.mockRestore();
});

it('sends the crash through analytics with the block label, and keeps the slot', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  mockBrokenAds = true;
  const { container } = renderBlock();
  mockBrokenAds = false;
  expect(container.querySelector('[data-ad-slot]')?.childElementCount).toBe(0);
  expect(adEvents()).toEqual([
    ['event', 'ad', { event_action: 'crash', event_label: 'ad-block@doc-top-image' }],
  ]);
  error.mockRestore();
});

it('useAd() names the missing provider', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Orphan() {
    useAd();
    return null;
  }
  expect(() => render(<Orphan />)).toThrow(/AdProvider/);
  error.mockRestore();
});

it('renders a third-party ad from the list as text, with its http(s) link, and counts a click', async () => {
  window.sessionStorage.setItem(AD_SHAPE_STORAGE_KEY, 'inline');
  mockCustomFields.adListUrl = 'https://srv.example/ads.json';
  const body = JSON.stringify({
    ads: [
      {
        statlink: 'https://ads.example/click',
        image: 'https://cdn.example/ad.png',
        company: '<img src=x onerror=alert(1)>',
        description: '<b>bold?</b>',
      },
    ],
  });
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, text: () => Promise.resolve(body) }));
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  const { container } = renderBlock();
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
  expect(fetchMock).toHaveBeenCalledWith('https://srv.example/ads.json', {
    method: 'GET',
    credentials: 'omit',
  });
  act(() => jest.advanceTimersByTime(PLACEMENT_CHECK_INTERVAL_MS));
  const link = container.querySelector('a[data-ad-card]');
  expect(link?.getAttribute('href')).toBe('https://ads.example/click');
  expect(link?.getAttribute('rel')).toContain('sponsored');
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(container.querySelectorAll('b')).toHaveLength(0);
  expect(container.querySelectorAll('img')).toHaveLength(1);
  act(() => (link as HTMLElement).click());
  expect(adEvents()).toContainEqual([
    'event',
    'ad',
    { event_action: 'click', event_label: 'third-party:<img src=x onerror=alert(1)>@doc-top-inline' },
  ]);
  Reflect.deleteProperty(window, 'fetch');
});
