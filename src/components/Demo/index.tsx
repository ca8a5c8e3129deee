import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import MuiScope from '@site/src/components/MuiScope';
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
/** Edits re-render the demo this long after the last keystroke. */
export const EDIT_DEBOUNCE_MS = 400;

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
  const { siteConfig } = useDocusaurusContext();
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
  const Live = edit.component ?? components[flavour] ?? (() => null);
  const sourceBase = siteConfig.customFields?.demoSourceBaseUrl;
  const sourceUrl = typeof sourceBase === 'string' && sourceBase ? `${sourceBase}${sources.file}` : null;

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
      versions: { ...packageJson.dependencies },
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
    <section className={styles.demo} aria-label={translate({ id: 'demo.label', message: 'Live demo' })}>
      <div className={styles.live} data-flavour={flavour}>
        <MuiScope>
          <DemoErrorBoundary key={resetCount} name={sources.name}>
            <Live />
          </DemoErrorBoundary>
        </MuiScope>
      </div>
      {edit.error && (
        <div role="alert" className={styles.errorBox}>
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
