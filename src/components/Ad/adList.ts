/**
 * The third-party ad list: fetched with GET, field `ads` read, the
 * first usable ad taken. The payload is untrusted: only http(s) URLs are
 * kept, texts stay texts, and anything oversized or mistyped is refused.
 */
import { httpUrl, MAX_URL_LENGTH } from '../../data/siteSettings';

/** Retries when the list holds no usable ad (up to 10). */
export const MAX_LIST_RETRIES = 10;
/** Bounds that make a hostile list harmless. */
export const MAX_LIST_BYTES = 64 * 1024;
export const MAX_LIST_ENTRIES = 100;
export { MAX_URL_LENGTH };
export const MAX_TEXT_LENGTH = 300;
export const MAX_PIXELS = 10;

export interface ThirdPartyAd {
  statlink: string;
  statimp: string | null;
  image: string;
  company: string;
  description: string;
  /** Tracking pixels, `[timestamp]` already replaced, each at most once. */
  pixels: string[];
  timestamp: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ad payload addresses follow the site's rule for addresses: absolute http(s) only. */
export const safeUrl = httpUrl;

function safeText(value: unknown): string | null {
  if (typeof value !== 'string') {
    return null;
  }
  const text = value.trim();
  return text.length > 0 && text.length <= MAX_TEXT_LENGTH ? text : null;
}

function readTimestamp(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(Math.trunc(value));
  }
  return typeof value === 'string' && /^[0-9A-Za-z._-]{1,32}$/.test(value) ? value : null;
}

/** Splits `pixel` on `||`, puts the timestamp in, keeps each http(s) URL once. */
export function pixelUrls(pixel: unknown, timestamp: string): string[] {
  if (typeof pixel !== 'string' || pixel.length > MAX_URL_LENGTH * MAX_PIXELS) {
    return [];
  }
  const urls = pixel
    .split('||')
    .map((part) => safeUrl(part.trim().split('[timestamp]').join(timestamp)))
    .filter((url): url is string => url !== null);
  return [...new Set(urls)].slice(0, MAX_PIXELS);
}

/** One list entry as a usable ad, or null when any required field is unusable. */
export function readAd(entry: unknown): ThirdPartyAd | null {
  if (!isRecord(entry)) {
    return null;
  }
  const statlink = safeUrl(entry.statlink);
  const image = safeUrl(entry.image);
  const company = safeText(entry.company);
  const description = safeText(entry.description);
  const timestamp = entry.timestamp === undefined ? '' : readTimestamp(entry.timestamp);
  if (!statlink || !image || !company || !description || timestamp === null) {
    return null;
  }
  const statimp = entry.statimp === undefined ? null : safeUrl(entry.statimp);
  if (entry.statimp !== undefined && statimp === null) {
    return null;
  }
  return {
    statlink,
    statimp,
    image,
    company,
    description,
    pixels: pixelUrls(entry.pixel, timestamp),
    timestamp,
  };
}

/** The first usable ad of a response body; null for anything malformed or oversized. */
export function firstUsableAd(body: string): ThirdPartyAd | null {
  if (body.length > MAX_LIST_BYTES) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(data) || !Array.isArray(data.ads) || data.ads.length > MAX_LIST_ENTRIES) {
    return null;
  }
  for (const entry of data.ads) {
    const ad = readAd(entry);
    if (ad) {
      return ad;
    }
  }
  return null;
}

export type FetchText = (url: string) => Promise<{ ok: boolean; text: () => Promise<string> }>;

/**
 * GETs the list until it holds a usable ad: the first request plus up to 10
 * retries. A network failure or an error status stops quietly with null.
 */
export async function loadThirdPartyAd(url: string, fetchText: FetchText): Promise<ThirdPartyAd | null> {
  for (let attempt = 0; attempt <= MAX_LIST_RETRIES; attempt += 1) {
    let body: string;
    try {
      const response = await fetchText(url);
      if (!response.ok) {
        return null;
      }
      body = await response.text();
    } catch {
      return null;
    }
    const ad = firstUsableAd(body);
    if (ad) {
      return ad;
    }
  }
  return null;
}
