import { isCacheableRequest, networkFirst, VISITED_CACHE } from './visitedPages';

const SCOPE = 'https://mui.com/x/';

function request(url: string, method = 'GET') {
  return { url, method } as Request;
}

describe('isCacheableRequest', () => {
  it.each([
    ['https://mui.com/x/react-charts/bars/', 'GET', true],
    ['https://mui.com/x/zh/', 'GET', true],
    ['https://mui.com/x/assets/js/main.js', 'GET', true],
    ['https://mui.com/x/react-charts/bars/', 'POST', false],
    ['https://mui.com/material-ui/', 'GET', false],
    ['https://cdn.example.test/x/app.js', 'GET', false],
  ])('%s %s → %j', (url, method, expected) => {
    expect(isCacheableRequest(request(url, method), SCOPE)).toBe(expected);
  });
});

function fakeCaches() {
  const store = new Map<string, { ok: boolean; body: string }>();
  const cache = {
    put: jest.fn(async (req: Request, res: { ok: boolean; body: string }) => {
      store.set(req.url, res);
    }),
    match: jest.fn(async (req: Request) => store.get(req.url)),
  };
  return { store, cacheStorage: { open: jest.fn(async () => cache) }, cache };
}

function response(body: string, ok = true) {
  const value = { ok, body, clone: () => ({ ok, body }) };
  return value;
}

describe('networkFirst', () => {
  it('answers from the network and keeps a copy', async () => {
    const { store, cacheStorage } = fakeCaches();
    const fresh = response('fresh');
    const answer = await networkFirst(request(`${SCOPE}a/`), {
      cacheStorage,
      fetchResource: async () => fresh,
    });
    expect(answer).toBe(fresh);
    expect(cacheStorage.open).toHaveBeenCalledWith(VISITED_CACHE);
    expect(store.get(`${SCOPE}a/`)).toEqual({ ok: true, body: 'fresh' });
  });

  it('does not keep error answers', async () => {
    const { store, cacheStorage } = fakeCaches();
    await networkFirst(request(`${SCOPE}missing/`), {
      cacheStorage,
      fetchResource: async () => response('not found', false),
    });
    expect(store.size).toBe(0);
  });

  it('answers a visited page from the copy when the network fails', async () => {
    const { cacheStorage } = fakeCaches();
    await networkFirst(request(`${SCOPE}a/`), { cacheStorage, fetchResource: async () => response('v1') });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      networkFirst(request(`${SCOPE}a/`), { cacheStorage, fetchResource: offline }),
    ).resolves.toEqual({
      ok: true,
      body: 'v1',
    });
    await expect(
      networkFirst(request(`${SCOPE}never-visited/`), { cacheStorage, fetchResource: offline }),
    ).rejects.toThrow('Failed to fetch');
  });
});
