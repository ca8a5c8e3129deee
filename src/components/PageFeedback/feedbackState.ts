/**
 * The footer's states: rate → (comment) → submit → submitted, or failed with
 * the comment kept for another try. A retry reuses the submission id, so the
 * receiver stores a submission once even if an earlier answer was lost; a new
 * rating or a success starts a new submission.
 */
import type { Rating } from './payload';

export type Status = 'idle' | 'submitting' | 'submitted' | 'failed';

export interface FeedbackState {
  rating?: Rating;
  open: boolean;
  comment: string;
  status: Status;
  draftId?: string;
}

export type FeedbackAction =
  | { type: 'restored'; rating: Rating }
  | { type: 'rated'; rating: Rating; newId: string }
  | { type: 'edited'; comment: string }
  | { type: 'cancelled' }
  | { type: 'submitting' }
  | { type: 'succeeded' }
  | { type: 'failed' };

export const INITIAL_STATE: FeedbackState = { open: false, comment: '', status: 'idle' };

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'restored':
      return state.rating === undefined ? { ...state, rating: action.rating } : state;
    case 'rated': {
      const sameDraft = state.draftId !== undefined && state.rating === action.rating;
      return {
        ...state,
        rating: action.rating,
        open: true,
        status: 'idle',
        draftId: sameDraft ? state.draftId : action.newId,
      };
    }
    case 'edited':
      return { ...state, comment: action.comment };
    case 'cancelled':
      return { ...state, open: false, comment: '', status: 'idle', draftId: undefined };
    case 'submitting':
      return { ...state, status: 'submitting' };
    case 'succeeded':
      return { ...state, open: false, comment: '', status: 'submitted', draftId: undefined };
    case 'failed':
      return { ...state, status: 'failed' };
  }
}
