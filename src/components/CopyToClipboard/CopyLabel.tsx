import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { CopyStatus } from './useCopyToClipboard';

export function copyLabel(status: CopyStatus): string {
  switch (status) {
    case 'copied':
      return translate({ id: 'theme.CodeBlock.copied', message: 'Copied' });
    case 'failed':
      return translate({ id: 'copy.failed', message: 'Copy failed' });
    default:
      return translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
  }
}

/** The visible copy label, announced politely when it changes. */
export default function CopyLabel({ status }: { status: CopyStatus }): ReactNode {
  return (
    <span aria-live="polite" data-copy-status={status}>
      {copyLabel(status)}
    </span>
  );
}
