import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import MuiScope from '@site/src/components/MuiScope';
import DemoErrorBoundary from '@site/src/components/Demo/DemoErrorBoundary';
import { EDIT_DEBOUNCE_MS } from '@site/src/components/Demo/model';
import {
  DEMO_TOOLBAR_COPY_CONFIRMATION_MS,
  useCopyToClipboard,
} from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import { playgroundHash, readPlaygroundHash } from './playgroundUrl';
import { STARTER_SOURCE } from './starter';
import styles from './styles.module.css';

const LiveEditor = lazy(() => import('@site/src/components/Demo/LiveEditor'));

interface Run {
  component: ComponentType | null;
  error: string | null;
  /** Bumped on every successful run, so a crashed preview gets a fresh error boundary. */
  count: number;
}

/** Compiles and runs a source: the transpiler and the packages it imports load on demand. */
async function compile(source: string): Promise<ComponentType> {
  const [{ evaluateDemo }, { loadPlaygroundScope }] = await Promise.all([
    import('@site/src/components/Demo/evaluate'),
    import('./scope'),
  ]);
  return evaluateDemo(source, await loadPlaygroundScope(source));
}

const errorOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface EditorState {
  source: string;
  /** Why the shared address could not be opened, if it could not. */
  addressProblem: string | null;
}

type EditorAction = { type: 'edit'; source: string } | { type: 'address'; state: EditorState };

function editorReducer(state: EditorState, action: EditorAction): EditorState {
  return action.type === 'edit' ? { ...state, source: action.source } : action.state;
}

function addressProblemText(reason: 'tooLong' | 'undecodable'): string {
  return reason === 'tooLong'
    ? translate({
        id: 'playground.address.tooLong',
        message: 'The shared playground in this address is too long to open. The editor starts empty.',
      })
    : translate({
        id: 'playground.address.undecodable',
        message:
          'The code in this address could not be read (the link may be cut short). The editor starts empty.',
      });
}

function PlaygroundContent(): ReactNode {
  // The server renders the starter; the address is read once the page runs.
  const [{ source, addressProblem }, dispatch] = useReducer(editorReducer, {
    source: STARTER_SOURCE,
    addressProblem: null,
  });
  const [run, setRun] = useState<Run>({ component: null, error: null, count: 0 });
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { status, copy } = useCopyToClipboard(DEMO_TOOLBAR_COPY_CONFIRMATION_MS);

  const evaluate = (next: string) => {
    compile(next).then(
      (component) => setRun((current) => ({ component, error: null, count: current.count + 1 })),
      (error: unknown) => setRun((current) => ({ ...current, error: errorOf(error) })),
    );
  };

  useEffect(() => {
    const state = readPlaygroundHash(window.location.hash);
    if (state.kind === 'invalid') {
      dispatch({ type: 'address', state: { source: '', addressProblem: addressProblemText(state.reason) } });
      return;
    }
    const initial = state.kind === 'source' ? state.source : STARTER_SOURCE;
    dispatch({ type: 'address', state: { source: initial, addressProblem: null } });
    evaluate(initial);
    return () => clearTimeout(debounce.current);
    // Runs once, when the page starts: later changes come from the editor.
  }, []);

  const onChange = (next: string) => {
    dispatch({ type: 'edit', source: next });
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const hash = playgroundHash(next);
      if (hash !== null) window.history.replaceState(null, '', hash);
      evaluate(next);
    }, EDIT_DEBOUNCE_MS);
  };

  const Preview = run.component;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Translate id="playground.title">Playground</Translate>
        </h1>
        <p className={styles.lead}>
          <Translate id="playground.lead">
            Write a component that default-exports a React component; it runs with the site's MUI and MUI X
            packages as you type. The address keeps your code, so you can share it.
          </Translate>
        </p>
        <nav className={styles.actions}>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => void copy(window.location.href)}
            data-copy-status={status}
          >
            {status === 'copied'
              ? translate({ id: 'playground.share.copied', message: 'Link copied' })
              : translate({ id: 'playground.share', message: 'Copy a link to this playground' })}
          </button>
          <Link to="/" className="button button--secondary button--sm">
            <Translate id="playground.back">Back to the documentation</Translate>
          </Link>
        </nav>
      </header>
      {addressProblem && (
        <div role="alert" className={styles.problem} data-playground-error="address">
          {addressProblem}
        </div>
      )}
      <div className={styles.panes}>
        <section
          className={styles.editor}
          aria-label={translate({ id: 'playground.editor', message: 'Code' })}
        >
          <Suspense fallback={<CodeBlock language="tsx">{source}</CodeBlock>}>
            <LiveEditor code={source} language="tsx" onChange={onChange} />
          </Suspense>
        </section>
        <section
          className={styles.preview}
          aria-label={translate({ id: 'playground.preview', message: 'Result' })}
          data-playground-preview
        >
          {run.error && (
            <div role="alert" className={styles.problem} data-playground-error="compile">
              <strong>
                <Translate id="playground.compileError">Your code does not run:</Translate>
              </strong>
              <pre>{run.error}</pre>
            </div>
          )}
          {Preview ? (
            <MuiScope>
              <DemoErrorBoundary key={run.count} name="playground">
                <Preview />
              </DemoErrorBoundary>
            </MuiScope>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/**
 * The playground (`/x/playground/`): a page of its own, outside the docs layout
 * (the route rules leave /playground without the standard layout wrapper),
 * where a reader writes a demo and runs it with the live editor.
 */
export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'playground.title', message: 'Playground' })}
      description={translate({
        id: 'playground.description',
        message: 'Write and run MUI X code in the browser, and share it with a link.',
      })}
    >
      <PlaygroundContent />
    </Layout>
  );
}
