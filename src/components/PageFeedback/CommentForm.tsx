import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { COMMENT_MAX_LENGTH, commentLength, type Rating } from './payload';
import type { Status } from './feedbackState';
import styles from './styles.module.css';

interface Props {
  rating: Rating;
  comment: string;
  status: Status;
  language: string;
  onChange: (comment: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}

/** The exact message readers see when a submission fails. */
export function failureMessage(): string {
  return translate({
    id: 'pageFeedback.failed',
    message: "Couldn't submit feedback. Please try again later.",
    description: 'Shown when the feedback could not be delivered; the comment stays in the box',
  });
}

function prompt(rating: Rating): string {
  return rating === 'yes'
    ? translate({ id: 'pageFeedback.prompt.yes', message: 'What did you find helpful? (optional)' })
    : translate({ id: 'pageFeedback.prompt.no', message: 'What was missing or wrong? (optional)' });
}

/** The optional comment, with Cancel and Submit; Ctrl+Enter or Cmd+Enter submits. */
export default function CommentForm({
  rating,
  comment,
  status,
  language,
  onChange,
  onCancel,
  onSubmit,
}: Props): ReactNode {
  const id = useId();
  const length = commentLength(comment);
  const tooLong = length > COMMENT_MAX_LENGTH;
  const format = (count: number) => new Intl.NumberFormat(language).format(count);
  const submitting = status === 'submitting';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!tooLong && !submitting) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-comment`} className={styles.prompt}>
        {prompt(rating)}
      </label>
      <textarea
        id={`${id}-comment`}
        className={clsx(styles.comment, tooLong && styles.commentTooLong)}
        value={comment}
        rows={4}
        aria-invalid={tooLong}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-count`} className={clsx(styles.count, tooLong && styles.countTooLong)}>
        {tooLong
          ? translate(
              {
                id: 'pageFeedback.tooLong',
                message: 'Comments can be at most {max} characters ({count} now).',
              },
              { max: format(COMMENT_MAX_LENGTH), count: format(length) },
            )
          : translate(
              {
                id: 'pageFeedback.count',
                message: '{count} / {max} characters · Ctrl+Enter or ⌘+Enter submits',
              },
              { max: format(COMMENT_MAX_LENGTH), count: format(length) },
            )}
      </p>
      {status === 'failed' && (
        <p role="alert" className={styles.failure}>
          {failureMessage()}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--outline button--secondary button--sm"
          onClick={onCancel}
          disabled={submitting}
        >
          <Translate id="pageFeedback.cancel">Cancel</Translate>
        </button>
        <button type="submit" className="button button--primary button--sm" disabled={tooLong || submitting}>
          {submitting ? (
            <Translate id="pageFeedback.submitting">Submitting…</Translate>
          ) : (
            <Translate id="pageFeedback.submit">Submit</Translate>
          )}
        </button>
      </div>
    </form>
  );
}
