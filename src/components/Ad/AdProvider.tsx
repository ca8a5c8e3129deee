import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createStorageSlot } from '@docusaurus/theme-common';
import { useSiteSettings } from '@site/src/data/siteSettings';
import { AD_SHAPE_STORAGE_KEY, chooseAdShape, isBot, type AdShape } from './adRules';

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

/** The session's shape; when storage refuses it, the shape is simply drawn again on the next page. */
const shapeSlot = () => createStorageSlot(AD_SHAPE_STORAGE_KEY, { persistence: 'sessionStorage' });

const noSubscription = () => () => {};
/** The session snapshot as one string, so React sees a stable value: `shape:bot` or `shape:reader`. */
const SERVER_SNAPSHOT = 'server';

function readSession(): string {
  const { shape, isNew } = chooseAdShape(shapeSlot().get(), Math.random);
  if (isNew) {
    shapeSlot().set(shape);
  }
  return `${shape}:${isBot(window.navigator.userAgent) ? 'bot' : 'reader'}`;
}

export function AdProvider({ children }: { children: ReactNode }): ReactNode {
  const { adScriptUrl: scriptUrl, adListUrl: listUrl } = useSiteSettings();
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
