import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, renderHook } from '@testing-library/react';
import { resetSiteVersionsForTests, useSiteVersions } from './siteVersions';

const current = {
  name: 'current',
  label: '8.0.0-alpha.1',
  path: '/x',
  mainDocId: 'introduction/overview',
  docs: [{ id: 'react-data-grid/editing', path: '/x/react-data-grid/editing/' }],
};
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useVersions: () => [current] }), {
  virtual: true,
});
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({ siteConfig: { baseUrl: '/x/' } }), {
  virtual: true,
});

const v7 = {
  name: '7.x',
  label: 'v7',
  path: '/x/v7',
  mainDocId: 'introduction/overview',
  docs: [{ id: 'react-data-grid/editing', path: '/x/v7/react-data-grid/editing/' }],
};
/** What `fetch` resolves to, as far as the store reads it. */
const response = (ok: boolean, json: () => Promise<unknown>) => ({ ok, json });
const answers: Record<string, () => Promise<ReturnType<typeof response>>> = {
  '/x/version-docs/7.x.json': async () => response(true, async () => JSON.parse(JSON.stringify(v7))),
  // A host that answers a missing file with its HTML page.
  '/x/version-docs/6.x.json': async () =>
    response(true, async () => {
      throw new SyntaxError('Unexpected token < in JSON');
    }),
  '/x/version-docs/5.x.json': async () => response(false, async () => ({})),
  '/x/version-docs/4.x.json': async () => {
    throw new TypeError('Failed to fetch');
  },
};

beforeEach(() => {
  resetSiteVersionsForTests();
  global.fetch = jest.fn((url: string) => answers[url]?.() ?? Promise.reject(new Error(url))) as never;
});

describe('useSiteVersions', () => {
  it('hydrates without a second render: the browser’s first snapshot is the server’s', async () => {
    function Switcher() {
      const { versions } = useSiteVersions();
      return <p>{versions.map((version) => version.label).join(', ')}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Switcher />);
    let commits = 0;
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Profiler id="switcher" onRender={() => (commits += 1)}>
          <Switcher />
        </Profiler>,
      ),
    );
    expect(commits).toBe(1);
    act(() => root.unmount());
  });

  it('lists every version, the other part’s without pages until asked for', () => {
    const { result } = renderHook(() => useSiteVersions());
    expect(result.current.versions.some((version) => version.pageListFailed)).toBe(false);
    expect(result.current.versions.map((version) => [version.name, version.path, version.listed])).toEqual([
      ['current', '/x', true],
      ['7.x', '/x/v7', false],
      ['6.x', '/x/v6', false],
      ['5.x', '/x/v5', false],
      ['4.x', '/x/v4', false],
    ]);
    expect(result.current.settled).toBe(false);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('reads the indexes once asked, and keeps a version without pages when its index is bad or missing', async () => {
    const { result } = renderHook(() => useSiteVersions());
    let returned: { name: string; listed: boolean }[] = [];
    await act(async () => {
      returned = await result.current.request();
    });
    const listed = (list: { name: string; listed: boolean }[]) =>
      list.filter((version) => version.listed).map((version) => version.name);
    expect(listed(result.current.versions)).toEqual(['current', '7.x']);
    expect(listed(returned)).toEqual(['current', '7.x']);
    expect(result.current.versions[1]?.docs).toEqual(v7.docs);
    expect(result.current.settled).toBe(true);
    // The bad and missing indexes are marked as failed, so a switch can say it could not check the page.
    const failed = result.current.versions.filter((version) => version.pageListFailed).map((v) => v.name);
    expect(failed).toEqual(['6.x', '5.x', '4.x']);

    // Asking again reads nothing twice.
    await act(async () => {
      await result.current.request();
    });
    expect(global.fetch).toHaveBeenCalledTimes(4);
  });

  it('holds a plain click on a link into an unlisted version until its index is read, but not a new-tab click', async () => {
    const { result } = renderHook(() => useSiteVersions());
    const v7Entry = result.current.versions.find((version) => version.name === '7.x');
    if (!v7Entry) throw new Error('no v7 in the site versions');
    const click = (init: Partial<MouseEvent>) => {
      const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init };
      const preventDefault = jest.fn();
      // A hash as the page to load: the one navigation jsdom performs.
      result.current.follow({ ...event, preventDefault } as never, v7Entry, () => '#v7-page');
      return preventDefault;
    };
    // Opening in a new tab or window is the browser's: the page it opens checks for itself.
    expect(click({ ctrlKey: true })).not.toHaveBeenCalled();
    expect(click({ metaKey: true })).not.toHaveBeenCalled();
    expect(click({ shiftKey: true })).not.toHaveBeenCalled();
    expect(click({ button: 1 })).not.toHaveBeenCalled();
    expect(global.fetch).not.toHaveBeenCalled();
    await act(async () => {
      expect(click({})).toHaveBeenCalled();
      await result.current.request();
    });
    expect(global.fetch).toHaveBeenCalledWith('/x/version-docs/7.x.json', expect.anything());
    expect(window.location.hash).toBe('#v7-page');
  });
});
