import { feedbackReducer, INITIAL_STATE, type FeedbackAction, type FeedbackState } from './feedbackState';

const run = (actions: FeedbackAction[], from: FeedbackState = INITIAL_STATE) =>
  actions.reduce(feedbackReducer, from);

describe('feedbackReducer', () => {
  it('opens the comment box on a rating and closes it with a confirmation on success', () => {
    const rated = run([
      { type: 'rated', rating: 'yes', newId: 'a' },
      { type: 'edited', comment: 'Nice' },
    ]);
    expect(rated).toEqual({ rating: 'yes', open: true, comment: 'Nice', status: 'idle', draftId: 'a' });
    expect(run([{ type: 'submitting' }, { type: 'succeeded' }], rated)).toEqual({
      rating: 'yes',
      open: false,
      comment: '',
      status: 'submitted',
      draftId: undefined,
    });
  });

  it('keeps the comment and the submission id after a failure, so a retry is stored once', () => {
    const failed = run([
      { type: 'rated', rating: 'no', newId: 'a' },
      { type: 'edited', comment: 'Missing example' },
      { type: 'submitting' },
      { type: 'failed' },
    ]);
    expect(failed).toMatchObject({ open: true, comment: 'Missing example', status: 'failed', draftId: 'a' });
    expect(run([{ type: 'rated', rating: 'no', newId: 'b' }], failed)).toMatchObject({
      draftId: 'a',
      comment: 'Missing example',
    });
    expect(run([{ type: 'rated', rating: 'yes', newId: 'b' }], failed)).toMatchObject({
      draftId: 'b',
      comment: 'Missing example',
    });
  });

  it('starts a new submission after a success', () => {
    const done = run([
      { type: 'rated', rating: 'yes', newId: 'a' },
      { type: 'submitting' },
      { type: 'succeeded' },
    ]);
    expect(run([{ type: 'rated', rating: 'yes', newId: 'b' }], done)).toMatchObject({
      draftId: 'b',
      status: 'idle',
      open: true,
    });
  });

  it('cancel closes the box and keeps the rating', () => {
    const cancelled = run([
      { type: 'rated', rating: 'yes', newId: 'a' },
      { type: 'edited', comment: 'x' },
      { type: 'cancelled' },
    ]);
    expect(cancelled).toEqual({
      rating: 'yes',
      open: false,
      comment: '',
      status: 'idle',
      draftId: undefined,
    });
  });

  it('shows a stored rating on return, unless the reader already chose', () => {
    expect(run([{ type: 'restored', rating: 'no' }])).toMatchObject({ rating: 'no', open: false });
    expect(
      run([
        { type: 'rated', rating: 'yes', newId: 'a' },
        { type: 'restored', rating: 'no' },
      ]).rating,
    ).toBe('yes');
  });
});
