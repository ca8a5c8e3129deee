/**
 * Ejected: the highlighted lines of a code block.
 *
 * The server already sent every block highlighted. Tokenizing the code again
 * in the browser and hydrating one element per token is most of the main-thread
 * work of a page with code (a page of twelve blocks holds about 2,000 tokens),
 * and it produces exactly the markup that is already there. So while the page
 * hydrates, a block adopts the lines the server rendered as they are: its
 * `<pre>` and `<code>` hydrate like before (scrolling, word wrap, copy), their
 * content is taken as HTML and not walked. Blocks rendered later (a client-side
 * navigation, a change of colour scheme, see ../index.tsx) highlight as the
 * theme does, with Prism loaded the first time it is needed (./lines).
 */
import { forwardRef, useId, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
// A code block's context has no public hook: ejected CodeBlock parts read it from theme-common's
// internal entry, as Docusaurus's own swizzled sources do. An upgrade that changes it fails the
// type-check (npm run typecheck), not the reader.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock/Content';
import Lines from './lines';
import { readServerCode } from './serverCode';
import styles from './styles.module.css';

interface PreProps extends ComponentProps<'pre'> {
  /** Lines of code: the height the block reserves while the browser skips rendering it off screen. */
  lines: number;
}

const Pre = forwardRef<HTMLPreElement, PreProps>(function Pre({ lines, ...props }, ref) {
  return (
    // A block that scrolls sideways must be reachable by keyboard.
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      style={{ ...props.style, '--code-block-lines': lines } as CSSProperties}
    />
  );
});

function Code(props: ComponentProps<'code'>): ReactNode {
  const { lineNumbersStart } = useCodeBlockContext().metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{ ...props.style, counterReset: numbered ? `line-count ${lineNumbersStart - 1}` : undefined }}
    />
  );
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const prismTheme = usePrismTheme();
  const id = useId();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  // Read once: the server's lines while hydrating, null for a block rendered in the browser. The
  // object is kept as well as its text: React sets innerHTML again whenever it gets a new one.
  const [adopted] = useState(() => {
    const html = readServerCode(id);
    return html ? { code, language, html: { __html: html } } : null;
  });
  // Only for the code the server rendered: a block that is given other code (a demo's preview
  // replaced by its source) renders that code's lines.
  const serverCode = adopted?.code === code && adopted.language === language ? adopted.html : null;
  const lines = code.split('\n').length;

  return (
    <Pre
      ref={codeBlockRef}
      lines={lines}
      data-code-block={id}
      className={clsx(className, `prism-code language-${language.toLowerCase()}`)}
      style={prismTheme.plain}
    >
      {/* Keyed: React would leave the adopted HTML in place under newly rendered lines. */}
      {serverCode ? (
        <Code key="server" dangerouslySetInnerHTML={serverCode} />
      ) : (
        <Code key="lines">
          <Lines
            code={code}
            language={language}
            theme={prismTheme}
            lineClassNames={lineClassNames}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        </Code>
      )}
    </Pre>
  );
}
