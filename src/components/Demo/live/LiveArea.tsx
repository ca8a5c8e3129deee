/**
 * The demo itself: its snapshot until it goes live, then the running demo.
 *
 * 1. The server renders the demo into the page (ServerSnapshot.tsx). In the
 *    browser the page hydrates with that HTML as it is (snapshot.ts): no demo
 *    code is needed to hydrate, and nothing the page does afterwards can drop it.
 * 2. The demo goes live when it comes on screen (in turn with the page's other
 *    demos: liveQueue.ts) or at once when the reader touches it
 *    (useGoLive.ts, earlyInput.ts). Its code and the MUI theme load, then the
 *    live demo renders in a transition, which React renders in short tasks;
 *    its commit swaps the snapshot for it in one frame.
 * 3. Input the reader gave the snapshot is played again on the live demo
 *    (earlyInput.ts), so the first press, click or key is not lost.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadLocalePack, type LocalePack } from '@site/src/components/MuiScope/locales';
import { productById } from '@site/src/data/products';
import DemoErrorBoundary from '../DemoErrorBoundary';
import type { DemoModel } from '../model';
import type { Flavour } from '../types';
import type { DemoLoader } from './loader';
import type { LiveScopeProps } from './LiveScope';
import ServerSnapshot from './ServerSnapshot';
import { holdEarlyInput, type InputHold } from './earlyInput';
import { isServer } from './environment';
import { readSnapshot, SNAPSHOT_ATTRIBUTE } from './snapshot';
import { useGoLiveWhenVisible } from './useGoLive';
import styles from '../styles.module.css';

type Scope = ComponentType<LiveScopeProps>;

/** The theme and error boundary of live demos; without MUI if its chunk cannot load. */
const loadLiveScope = (): Promise<Scope> =>
  import('./LiveScope').then(
    (module) => module.default,
    () => PlainScope,
  );

function PlainScope({ name, children }: LiveScopeProps): ReactNode {
  return <DemoErrorBoundary name={name}>{children}</DemoErrorBoundary>;
}

/** The component labels of the page's language (English when a pack cannot load). */
const loadLocale = (siteLocale: string, model: DemoModel): Promise<LocalePack> =>
  loadLocalePack(siteLocale, model).catch(() => ({ key: '', themeArgs: [] }));

/** What a demo without a component for the flavour shows. */
const Nothing = (): null => null;

/** A component that throws `error`, so the demo's error boundary shows why it could not load. */
function failing(error: unknown): ComponentType {
  return function LoadFailed(): never {
    throw error instanceof Error ? error : new Error(String(error));
  };
}

/** A promise that settles once (the demo is live, or it unmounts first), for the page's queue. */
function useSettleOnce(): { promise: Promise<void>; settle: () => void } {
  const [signal] = useState(() => {
    let settle: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { promise, settle };
  });
  useEffect(() => signal.settle, [signal]);
  return signal;
}

function loadingLabel(model: DemoModel): string {
  const [product] = model.products;
  return product
    ? translate(
        { id: 'demo.loadingProduct', message: 'Loading the {product} demo…' },
        { product: productById(product).name },
      )
    : translate({ id: 'demo.loading', message: 'Loading the demo…' });
}

interface SnapshotProps {
  ref: RefObject<HTMLDivElement | null>;
  name: string;
  /**
   * The snapshot as the server sent it ('' after a client-side navigation), as
   * one object for the demo's lifetime: React sets an element's inner HTML
   * again whenever it is given a new object, which would replace the nodes the
   * reader is pressing.
   */
  html: { __html: string };
  loader: DemoLoader | undefined;
  model: DemoModel;
  siteLocale: string;
}

function Snapshot({ ref, name, html, loader, model, siteLocale }: SnapshotProps): ReactNode {
  const attributes = { ref, className: styles.snapshot, [SNAPSHOT_ATTRIBUTE]: name };
  const label = (
    <p className={styles.snapshotLabel} data-snapshot-only="">
      {loadingLabel(model)}
    </p>
  );
  if (isServer()) {
    return (
      <div {...attributes}>
        {loader && <ServerSnapshot loader={loader} model={model} siteLocale={siteLocale} />}
        {model.snapshot === 'placeholder' && label}
      </div>
    );
  }
  // The same HTML the page was hydrated with: React keeps it as it is.
  if (html.__html) return <div {...attributes} dangerouslySetInnerHTML={html} />;
  return (
    <div {...attributes} className={clsx(styles.snapshot, styles.loading)}>
      {label}
    </div>
  );
}

interface Props {
  name: string;
  flavour: Flavour;
  /** The shown flavour's component; none when the demo has no component for it. */
  loader: DemoLoader | undefined;
  /** A live edit's component, shown instead of the demo's own. */
  edited: ComponentType | null;
  /** A new value starts the live demo again (Reset, a new edit). */
  resetKey: number;
  model: DemoModel;
}

interface Shown {
  Scope: Scope;
  Component: ComponentType;
  locale: LocalePack;
  /** Counts the components shown, so each one starts in a fresh error boundary. */
  generation: number;
}

export default function LiveArea({ name, flavour, loader, edited, resetKey, model }: Props): ReactNode {
  const areaRef = useRef<HTMLDivElement>(null);
  const snapshotRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  // Read once, while the page is still the server's (snapshot.ts).
  const [snapshotHtml] = useState(() => ({ __html: readSnapshot(name) }));
  const [asked, setAsked] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const firstLive = useSettleOnce();
  const hold = useRef<InputHold | null>(null);
  const ask = useCallback(() => setAsked(true), []);
  const siteLocale = useDocusaurusContext().i18n.currentLocale;

  // Input aimed at the snapshot is held, and asks for the demo at once.
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const held = holdEarlyInput(area.ownerDocument, () => snapshotRef.current ?? liveRef.current, ask);
    hold.current = held;
    return () => held.stop();
  }, [ask]);

  useGoLiveWhenVisible(areaRef, ask, firstLive.promise, !asked && !edited);

  // An edit makes the demo live; after Reset it stays live, with its own source
  // (state adjusted while rendering, as React documents for values derived from props).
  if (edited && !asked) setAsked(true);

  useEffect(() => {
    if (!asked && !edited) return;
    let current = true;
    const component = edited
      ? Promise.resolve(edited)
      : (loader?.load() ?? Promise.resolve<ComponentType>(Nothing)).catch(failing);
    void Promise.all([loadLiveScope(), component, loadLocale(siteLocale, model)]).then(
      ([Scope, Component, locale]) => {
        if (!current) return;
        startTransition(() =>
          setShown((previous) => ({ Scope, Component, locale, generation: (previous?.generation ?? 0) + 1 })),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [asked, edited, loader, siteLocale, model]);

  // One element while the demo stays the same: the page re-rendering does not re-render the demo.
  const live = useMemo(
    () =>
      shown && (
        <shown.Scope key={`${resetKey}.${shown.generation}`} name={name} locale={shown.locale}>
          <shown.Component />
        </shown.Scope>
      ),
    [shown, resetKey, name],
  );

  useEffect(() => {
    if (!shown) return;
    firstLive.settle();
    const held = hold.current;
    hold.current = null;
    if (held && liveRef.current) void held.release(liveRef.current);
  }, [shown, firstLive]);

  return (
    <div
      ref={areaRef}
      className={styles.live}
      data-flavour={flavour}
      data-demo-state={shown ? 'live' : asked ? 'loading' : 'waiting'}
    >
      {shown ? (
        <div ref={liveRef} data-demo-live="">
          {live}
        </div>
      ) : (
        <Snapshot
          ref={snapshotRef}
          name={name}
          html={snapshotHtml}
          loader={loader}
          model={model}
          siteLocale={siteLocale}
        />
      )}
    </div>
  );
}
