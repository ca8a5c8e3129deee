import type { ReactNode } from 'react';
import { highlightRuns, type HighlightedText } from '@site/src/search/highlight';

/** Text with the words that matched the query in `<mark>`. */
export default function Highlighted({ value }: { value: HighlightedText }): ReactNode {
  return highlightRuns(value).map((run, index) =>
    run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
  );
}
