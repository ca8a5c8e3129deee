/**
 * A cache for the cache demos: it stores entries exactly like the grid's default cache, and also
 * counts lookups and remembers what happened, so the demos can show hits, misses and chunks.
 */
import {
  GridDataSourceCacheDefault,
  type GridDataSourceCache,
  type GridDataSourceCacheDefaultConfig,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

export interface CacheEvent {
  kind: 'hit' | 'miss' | 'store' | 'clear';
  range: string;
}

export class InstrumentedCache implements GridDataSourceCache {
  private inner: GridDataSourceCacheDefault;

  private keys = new Set<string>();

  hits = 0;

  misses = 0;

  clears = 0;

  events: CacheEvent[] = [];

  /** `onChange` runs after every operation, for example to re-render the statistics. */
  constructor(
    private onChange: () => void,
    config: GridDataSourceCacheDefaultConfig = {},
  ) {
    this.inner = new GridDataSourceCacheDefault(config);
  }

  get entries() {
    return this.keys.size;
  }

  private record(kind: CacheEvent['kind'], key?: GridGetRowsParams) {
    const range = key === undefined ? '' : typeof key.start === 'number' ? `${key.start}–${key.end}` : String(key.start);
    this.events = [{ kind, range }, ...this.events].slice(0, 8);
    this.onChange();
  }

  get(key: GridGetRowsParams): GridGetRowsResponse | undefined {
    const value = this.inner.get(key);
    if (value) this.hits += 1;
    else this.misses += 1;
    this.record(value ? 'hit' : 'miss', key);
    return value;
  }

  set(key: GridGetRowsParams, value: GridGetRowsResponse) {
    this.inner.set(key, value);
    this.keys.add(JSON.stringify([key.filterModel, key.sortModel, key.start, key.end]));
    this.record('store', key);
  }

  clear() {
    this.inner.clear();
    this.keys.clear();
    this.clears += 1;
    this.record('clear');
  }
}
