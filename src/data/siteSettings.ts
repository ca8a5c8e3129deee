/**
 * The build-time settings the site reads at run time (`customFields` of
 * docusaurus.config.ts, from environment variables), parsed once into a typed
 * object. Addresses must be http(s); anything else counts as not configured,
 * so a typo in a build variable never makes the site call a strange URL.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface SiteSettings {
  /** MUI X licence key; empty: the Pro and Premium packages show their watermark. */
  muiXLicenseKey: string;
  /** Where a demo's "Source" link points (a repository URL ending in `/`); null: no link. */
  demoSourceBaseUrl: string | null;
  /** Analytics measurement id; empty: events stay in `window.dataLayer`, no third-party script. */
  analyticsMeasurementId: string;
  /** Where page feedback is POSTed; null: rating works, submitting fails politely. */
  feedbackEndpoint: string | null;
  /** Third-party ad script ("image" shape); null: no script, no network call. */
  adScriptUrl: string | null;
  /** Third-party ad list ("inline" shape); null: no call. */
  adListUrl: string | null;
}

/** Longer addresses are refused (they are not real configuration or ad links). */
export const MAX_URL_LENGTH = 2048;

/** An absolute http(s) address (protocol-relative `//host/…` is read as https), or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function parseSiteSettings(customFields: Readonly<Record<string, unknown>> | undefined): SiteSettings {
  const fields = customFields ?? {};
  return {
    muiXLicenseKey: text(fields.muiXLicenseKey),
    demoSourceBaseUrl: httpUrl(fields.demoSourceBaseUrl),
    analyticsMeasurementId: text(fields.analyticsMeasurementId),
    feedbackEndpoint: httpUrl(fields.feedbackEndpoint),
    adScriptUrl: httpUrl(fields.adScriptUrl),
    adListUrl: httpUrl(fields.adListUrl),
  };
}

const parsed = new WeakMap<object, SiteSettings>();

/** The settings of a site config, parsed on first use. */
export function siteSettingsOf(siteConfig: { customFields?: Record<string, unknown> }): SiteSettings {
  const key = siteConfig.customFields ?? siteConfig;
  let settings = parsed.get(key);
  if (!settings) {
    settings = parseSiteSettings(siteConfig.customFields);
    parsed.set(key, settings);
  }
  return settings;
}

export function useSiteSettings(): SiteSettings {
  return siteSettingsOf(useDocusaurusContext().siteConfig);
}
