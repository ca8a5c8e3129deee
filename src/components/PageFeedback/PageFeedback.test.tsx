import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import PageFeedback from '.';
import { RATING_KEY_PREFIX } from './ratingStorage';

const ENDPOINT = 'https://feedback.example.com/feedback';
const FAILURE = "Couldn't submit feedback. Please try again later.";
const context = { page: '/x/react-data-grid/', version: '8.0.0-alpha.1', language: 'en' };

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  window.localStorage.clear();
  window.location.hash = '';
  jest.useRealTimers();
});

const yes = () => screen.getByRole('button', { name: 'Yes' });
const no = () => screen.getByRole('button', { name: 'No' });
const commentBox = () => screen.getByRole('textbox');
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body));

describe('PageFeedback', () => {
  it('asks the question with two unpressed buttons and no comment box', () => {
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
    expect(yes()).toHaveAttribute('aria-pressed', 'false');
    expect(no()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('rates yes, sends the comment with Ctrl+Enter and confirms', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    window.location.hash = '#filtering';
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    fireEvent.click(yes());
    expect(yes()).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(`${RATING_KEY_PREFIX}/x/react-data-grid/`)).toBe('yes');
    expect(screen.getByLabelText('What did you find helpful? (optional)')).toBe(commentBox());

    fireEvent.change(commentBox(), { target: { value: '  Clear filter examples. ' } });
    fireEvent.keyDown(commentBox(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your feedback was submitted.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(sentBodies()).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        page: '/x/react-data-grid/',
        version: '8.0.0-alpha.1',
        language: 'en',
        rating: 'yes',
        comment: 'Clear filter examples.',
        section: 'filtering',
      },
    ]);
  });

  it('asks a different question for no, and Cmd+Enter submits too', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    fireEvent.click(no());
    expect(screen.getByLabelText('What was missing or wrong? (optional)')).toBe(commentBox());
    fireEvent.keyDown(commentBox(), { key: 'Enter', metaKey: true });
    await screen.findByRole('status');
    expect(sentBodies()[0]).toMatchObject({ rating: 'no', comment: '' });
  });

  it('Enter alone makes a new line, and Cancel closes the box keeping the rating', () => {
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    fireEvent.click(no());
    fireEvent.keyDown(commentBox(), { key: 'Enter' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(no()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the exact failure message and keeps the comment; a retry reuses the id', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: true });
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    fireEvent.click(no());
    fireEvent.change(commentBox(), { target: { value: 'The API table is cut off.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(commentBox()).toHaveValue('The API table is cut off.');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    const [first, second] = sentBodies();
    expect(second).toEqual(first);
  });

  it('without an endpoint, rating works and submitting shows the failure message', async () => {
    render(<PageFeedback {...context} endpoint={undefined} />);
    fireEvent.click(yes());
    expect(yes()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(commentBox(), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(commentBox()).toHaveValue('Kept');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a receiver that does not answer within 10 s as a failure', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    fireEvent.click(yes());
    fireEvent.change(commentBox(), { target: { value: 'Slow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(9_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
    expect(commentBox()).toHaveValue('Slow');
  });

  it('refuses a comment over 2,000 characters without cutting it', () => {
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    fireEvent.click(yes());
    const long = 'a'.repeat(2001);
    fireEvent.change(commentBox(), { target: { value: long } });
    expect(screen.getByText('Comments can be at most 2,000 characters (2,001 now).')).toBeInTheDocument();
    expect(commentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.keyDown(commentBox(), { key: 'Enter', ctrlKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(commentBox()).toHaveValue(long);
  });

  it('shows the rating the reader gave on an earlier visit', async () => {
    window.localStorage.setItem(`${RATING_KEY_PREFIX}/x/react-data-grid/`, 'no');
    render(<PageFeedback {...context} endpoint={ENDPOINT} />);
    await waitFor(() => expect(no()).toHaveAttribute('aria-pressed', 'true'));
    expect(yes()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
