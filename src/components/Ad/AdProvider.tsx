import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { AD_SHAPE_STORAGE_KEY, chooseAdShape, isBot, type AdShape } from './adRules';
import { safeUrl } from './adList';

export interface AdContextValue {
  /** False on the server and before hydration: the block then keeps its empty reserved slot. */
  ready: boolean;
  /** Chosen once per session (sessionStorage). */
  shape: AdShape;
  /** The bot rule matched the user agent: the block stays empty. */
  bot: boolean;
  /** Third-party ad script; null when not configured (no network call). */
  scriptUrl: string | null;
  /** Third-party ad list endpoint; null when not configured (no network call). */
  listUrl: string | null;
}

const AdContext = createContext<AdContextValue | null>(null);

function readStoredShape(): string | null {
  try {
    return window.sessionStorage.getItem(AD_SHAPE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeShape(shape: AdShape): void {
  try {
    window.sessionStorage.setItem(AD_SHAPE_STORAGE_KEY, shape);
  } catch {
    // Storage refused (private mode, quota): the shape is simply drawn again next page.
  }
}

const noSubscription = () => () => {};
/** The session snapshot as one string, so React sees a stable value: `shape:bot` or `shape:reader`. */
const SERVER_SNAPSHOT = 'server';

function readSession(): string {
  const { shape, isNew } = chooseAdShape(readStoredShape(), Math.random);
  if (isNew) {
    storeShape(shape);
  }
  return `${shape}:${isBot(window.navigator.userAgent) ? 'bot' : 'reader'}`;
}

export function AdProvider({ children }: { children: ReactNode }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const scriptUrl = safeUrl(siteConfig.customFields?.adScriptUrl);
  const listUrl = safeUrl(siteConfig.customFields?.adListUrl);
  // Read once per provider: the shape is drawn (and stored) on the first client render only.
  const [readOnce] = useState(() => {
    let cached: string | undefined;
    return () => (cached ??= readSession());
  });
  const snapshot = useSyncExternalStore(noSubscription, readOnce, () => SERVER_SNAPSHOT);
  const value = useMemo((): AdContextValue => {
    if (snapshot === SERVER_SNAPSHOT) {
      return { ready: false, shape: 'image', bot: false, scriptUrl, listUrl };
    }
    const [shape, who] = snapshot.split(':');
    return {
      ready: true,
      shape: shape === 'inline' ? 'inline' : 'image',
      bot: who === 'bot',
      scriptUrl,
      listUrl,
    };
  }, [snapshot, scriptUrl, listUrl]);
  return <AdContext.Provider value={value}>{children}</AdContext.Provider>;
}

export function useAd(): AdContextValue {
  const value = useContext(AdContext);
  if (!value) {
    throw new Error(
      'useAd() was called outside <AdProvider>. Wrap the tree in it (src/theme/Root.tsx does).',
    );
  }
  return value;
}
