/**
 * Ejected: the confirmation time (2 s) and the failure message live
 * inside the original's hook, which a wrapper cannot change.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
// A code block's context has no public hook: ejected CodeBlock parts read it from theme-common's
// internal entry, as Docusaurus's own swizzled sources do. An upgrade that changes it fails the
// type-check (npm run typecheck), not the reader.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import CopyLabel from '@site/src/components/CopyToClipboard/CopyLabel';
import {
  CODE_BLOCK_COPY_CONFIRMATION_MS,
  useCopyToClipboard,
} from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import styles from './styles.module.css';

export default function CopyButton({ className }: Props): ReactNode {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const { status, copy } = useCopyToClipboard(CODE_BLOCK_COPY_CONFIRMATION_MS);
  return (
    <Button
      className={clsx(className, styles.copyButton)}
      data-status={status}
      onClick={() => void copy(code)}
    >
      <CopyLabel status={status} />
    </Button>
  );
}
