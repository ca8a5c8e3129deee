import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import CodeBlock from '@theme/CodeBlock';
import { useSiteSettings } from '@site/src/data/siteSettings';
import { translate } from '@docusaurus/Translate';
import MuiScope from '@site/src/components/MuiScope';
import { liveQueue } from './liveQueue';
import { useReveal, type RevealCause } from './reveal';
import { elementAt, pathFrom, readServerHtml, SERVER_HTML_ATTRIBUTE } from './serverHtml';
import {
  DEMO_TOOLBAR_COPY_CONFIRMATION_MS,
  useCopyToClipboard,
} from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import { usePreferences, usePreferencesDispatch } from '@site/src/preferences/PreferencesProvider';
import packageJson from '@site/package.json';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar from './DemoToolbar';
import { buildSandboxProject } from './sandbox';
import { openSandbox } from './openSandbox';
import { FLAVOURS, FLAVOUR_OF_STYLING, STYLING_OF_FLAVOUR, type DemoProps, type Flavour } from './types';
import styles from './styles.module.css';

const LiveEditor = lazy(() => import('./LiveEditor'));
/** What a demo without a component for the flavour shows. */
const Nothing = (): null => null;
/** Edits re-render the demo this long after the last keystroke. */
export const EDIT_DEBOUNCE_MS = 400;

/**
 * A click on a demo that is still server HTML would reach no React handler
 * (React drops it at the page's root): it is held on the document, before
 * React sees it (the press that came first has revealed the demo), then
 * clicked again on the element at the same place once the demo is live, so
 * the reader loses nothing.
 */
function useEarlyClicks(live: RefObject<HTMLDivElement | null>, onFirstLive: () => void) {
  const held = useRef<number[] | null>(null);
  const isLive = useRef(false);
  useEffect(() => {
    const element = live.current;
    if (!element) return;
    const doc = element.ownerDocument;
    const hold = (event: MouseEvent) => {
      if (isLive.current || !(event.target instanceof Element) || !element.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = pathFrom(element, event.target);
    };
    doc.addEventListener('click', hold, { capture: true });
    return () => doc.removeEventListener('click', hold, { capture: true });
  }, [live]);
  // One stable callback for the demo's lifetime.
  const [onLive] = useState(() => () => {
    isLive.current = true;
    onFirstLive();
    const element = live.current;
    element?.setAttribute('data-demo-state', 'live');
    const path = held.current;
    held.current = null;
    const target = element && path ? elementAt(element, path) : null;
    if (target instanceof HTMLElement) target.click();
  });
  return onLive;
}

/**
 * Settles the first time the demo is live, or when it unmounts before that (a
 * client-side navigation), so that the demos queued after it move on.
 */
function useFirstLive(): { promise: Promise<void>; settle: () => void } {
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

/** Inside the demo's Suspense boundary: reports once its component has hydrated (or mounted). */
function LiveDemo({ Component, onLive }: { Component: ComponentType; onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return <Component />;
}

function useTailwindStyles(active: boolean): void {
  useEffect(() => {
    // Tailwind's generated utilities load only when a Tailwind flavour is shown.
    if (active) void import('./tailwind.css');
  }, [active]);
}

/** A live demo with its source: written once in TypeScript, JavaScript generated at build time. */
export default function Demo({ components, sources, loadScope }: DemoProps): ReactNode {
  const { codeVariant, codeStyling } = usePreferences();
  const dispatch = usePreferencesDispatch();
  const { demoSourceBaseUrl } = useSiteSettings();
  const flavours = FLAVOURS.filter((flavour) => components[flavour] && sources.flavours[flavour]);
  const wanted = FLAVOUR_OF_STYLING[codeStyling];
  const flavour: Flavour = flavours.includes(wanted) ? wanted : 'system';
  const source = sources.flavours[flavour];
  const original = codeVariant === 'TS' ? (source?.ts ?? '') : (source?.js ?? '');

  const [codeOpen, setCodeOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState<string | null>(null);
  const [edit, setEdit] = useState<{ component: ComponentType | null; error: string | null }>({
    component: null,
    error: null,
  });
  const [resetCount, setResetCount] = useState(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { status: copyStatus, copy } = useCopyToClipboard(DEMO_TOOLBAR_COPY_CONFIRMATION_MS);
  useTailwindStyles(flavour === 'tailwind');
  useEffect(() => () => clearTimeout(debounce.current), []);

  const shownCode = edited ?? original;
  const sectionRef = useRef<HTMLElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const firstLive = useFirstLive();
  const onLive = useEarlyClicks(liveRef, firstLive.settle);
  // Read once, during hydration, while the page is still the server's (serverHtml.ts).
  const [serverHtml] = useState(() => readServerHtml(sources.name));
  const [revealed, setRevealed] = useState(false);
  // On screen, a demo waits its turn (liveQueue.ts); touched, it goes live at once.
  const reveal = useCallback(
    (cause: RevealCause) => {
      if (cause === 'touched') setRevealed(true);
      else
        liveQueue.enqueue(() => {
          setRevealed(true);
          return firstLive.promise;
        });
    },
    [firstLive],
  );
  useReveal(sectionRef, reveal, firstLive.promise);
  const lazyComponent = components[flavour];
  useEffect(() => {
    if (revealed) lazyComponent?.open();
  }, [revealed, lazyComponent]);
  const Live = edit.component ?? lazyComponent?.Component ?? Nothing;
  // One element while its inputs stay the same: a boundary still waiting for its component gives up hydrating
  // (and shows the fallback) when it receives new props, e.g. from a toolbar or preference re-render.
  const liveDemo = useMemo(() => {
    // React drops a waiting boundary at the first context change after hydration; this copy keeps its look.
    const fallback = serverHtml ? (
      <div
        className={styles.serverHtml}
        {...{ [SERVER_HTML_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    ) : (
      <div className={styles.loading} />
    );
    return (
      <DemoErrorBoundary key={resetCount} name={sources.name}>
        <Suspense fallback={fallback}>
          <LiveDemo Component={Live} onLive={onLive} />
        </Suspense>
      </DemoErrorBoundary>
    );
  }, [resetCount, sources.name, Live, onLive, serverHtml]);
  const sourceUrl = demoSourceBaseUrl ? `${demoSourceBaseUrl}${sources.file}` : null;

  const discardEdits = () => {
    clearTimeout(debounce.current);
    setEdited(null);
    setEdit({ component: null, error: null });
  };

  const onEdit = (next: string) => {
    setEdited(next);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(async () => {
      try {
        const [{ evaluateDemo }, scope] = await Promise.all([import('./evaluate'), loadScope()]);
        setEdit({ component: evaluateDemo(next, scope), error: null });
        setResetCount((count) => count + 1);
      } catch (error) {
        setEdit((current) => ({ ...current, error: error instanceof Error ? error.message : String(error) }));
      }
    }, EDIT_DEBOUNCE_MS);
  };

  const onSandbox = (target: 'stackblitz' | 'codesandbox') => {
    const project = buildSandboxProject({
      title: sources.name,
      source: shownCode,
      variant: codeVariant,
      versions: { ...packageJson.dependencies, ...sources.versions },
      extraFiles: source?.files[codeVariant],
    });
    openSandbox(target, project);
  };

  const language = codeVariant === 'TS' ? 'tsx' : 'jsx';
  const code = editing ? (
    <Suspense fallback={<CodeBlock language={language}>{shownCode}</CodeBlock>}>
      <LiveEditor code={shownCode} language={language} onChange={onEdit} />
    </Suspense>
  ) : codeOpen ? (
    <CodeBlock language={language}>{shownCode}</CodeBlock>
  ) : source?.preview && edited === null ? (
    <CodeBlock language="jsx">{source.preview}</CodeBlock>
  ) : null;

  return (
    <section
      ref={sectionRef}
      className={styles.demo}
      data-demo={sources.name}
      aria-label={translate({ id: 'demo.label', message: 'Live demo' })}
    >
      <div ref={liveRef} className={styles.live} data-flavour={flavour}>
        <MuiScope>{liveDemo}</MuiScope>
      </div>
      {edit.error && (
        <div role="alert" className={styles.errorBox} data-demo-error="edit">
          <strong>{translate({ id: 'demo.editError', message: 'Your edit does not compile:' })}</strong>
          <pre>{edit.error}</pre>
        </div>
      )}
      <DemoToolbar
        name={sources.name}
        codeOpen={codeOpen || editing}
        editing={editing}
        variant={codeVariant}
        flavour={flavour}
        flavours={flavours}
        copyStatus={copyStatus}
        sourceUrl={sourceUrl}
        onToggleCode={() => {
          setCodeOpen(!(codeOpen || editing));
          setEditing(false);
        }}
        onToggleEditing={() => setEditing(!editing)}
        onVariant={(variant) => {
          discardEdits();
          dispatch({ type: 'SET', payload: { codeVariant: variant } });
        }}
        onFlavour={(next) => {
          discardEdits();
          dispatch({ type: 'SET', payload: { codeStyling: STYLING_OF_FLAVOUR[next] } });
        }}
        onCopy={() => void copy(shownCode)}
        onReset={() => {
          discardEdits();
          setResetCount((count) => count + 1);
        }}
        onSandbox={onSandbox}
      />
      {code}
    </section>
  );
}
