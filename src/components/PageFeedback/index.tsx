import { useEffect, useId, useReducer, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import CommentForm from './CommentForm';
import { feedbackReducer, INITIAL_STATE } from './feedbackState';
import { buildPayload, randomId, type PageContext, type Rating } from './payload';
import { readStoredRating, storeRating } from './ratingStorage';
import { submitFeedback } from './transport';
import styles from './styles.module.css';

export interface PageFeedbackProps extends PageContext {
  /** Receiver URL; without one, rating still works and a submit shows the failure message. */
  endpoint: string | undefined;
}

/** "Was this page helpful?": yes or no, an optional comment, and delivery to the receiver. */
export default function PageFeedback({ endpoint, ...context }: PageFeedbackProps): ReactNode {
  const [state, dispatch] = useReducer(feedbackReducer, INITIAL_STATE);
  const questionId = useId();
  const { page } = context;

  useEffect(() => {
    const stored = readStoredRating(page);
    if (stored) dispatch({ type: 'restored', rating: stored });
  }, [page]);

  const rate = (rating: Rating) => {
    storeRating(page, rating);
    dispatch({ type: 'rated', rating, newId: randomId() });
  };

  const submit = async () => {
    if (!state.rating || !state.draftId) return;
    const built = buildPayload({
      id: state.draftId,
      context,
      rating: state.rating,
      comment: state.comment,
      section: window.location.hash,
    });
    if (!built.ok) return;
    dispatch({ type: 'submitting' });
    const delivered = await submitFeedback(endpoint, built.payload);
    dispatch({ type: delivered ? 'succeeded' : 'failed' });
  };

  const ratingButton = (rating: Rating, label: string) => (
    <button
      type="button"
      className={clsx(
        'button button--sm',
        state.rating === rating ? 'button--primary' : 'button--outline button--primary',
      )}
      aria-pressed={state.rating === rating}
      disabled={state.status === 'submitting'}
      onClick={() => rate(rating)}
    >
      {label}
    </button>
  );

  return (
    <section className={styles.feedback} aria-labelledby={questionId}>
      <div className={styles.question}>
        <p id={questionId} className={styles.questionText}>
          <Translate id="pageFeedback.question">Was this page helpful?</Translate>
        </p>
        <div role="group" aria-labelledby={questionId} className={styles.ratings}>
          {ratingButton('yes', translate({ id: 'pageFeedback.yes', message: 'Yes' }))}
          {ratingButton('no', translate({ id: 'pageFeedback.no', message: 'No' }))}
        </div>
      </div>
      {state.open && state.rating && (
        <CommentForm
          rating={state.rating}
          comment={state.comment}
          status={state.status}
          language={context.language}
          onChange={(comment) => dispatch({ type: 'edited', comment })}
          onCancel={() => dispatch({ type: 'cancelled' })}
          onSubmit={submit}
        />
      )}
      {state.status === 'submitted' && (
        <p role="status" className={styles.confirmation}>
          <Translate id="pageFeedback.submitted">Thank you! Your feedback was submitted.</Translate>
        </p>
      )}
    </section>
  );
}
