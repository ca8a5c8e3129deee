import type { ReactNode } from 'react';

/** Empty on purpose: previous/next links are drawn inside the page footer (DocItem/Footer) instead. */
export default function DocItemPaginator(): ReactNode {
  return null;
}
