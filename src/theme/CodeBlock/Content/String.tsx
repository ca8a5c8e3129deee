/**
 * Ejected: a code block given its code as a string. The original's word-wrap
 * hook measures and re-renders every block of the page right after hydration
 * (see ./wordWrap.ts), and it builds the block's metadata anew on each render,
 * so every part of the block renders again with it. A wrapper can change
 * neither. Here the metadata is made once per code and options, and the
 * word-wrap state comes from ./wordWrap.ts.
 */
import { useMemo, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
// The code block's context and metadata have no public entry: ejected CodeBlock parts use
// theme-common's internal one, as Docusaurus's own swizzled sources do. An upgrade that changes
// them fails the type-check (npm run typecheck), not the reader.
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useWordWrap } from './wordWrap';

export default function CodeBlockString({
  children,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
