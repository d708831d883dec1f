import { useId, useState, type SubmitEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_TEXT_LIMIT } from '../../../shared/limits';
import { userMessage } from '../../../shared/errors/userMessage';
import { BUTTON, INPUT } from '../../../shared/ui/buttonStyles';
import { useToast } from '../../toast';
import { isUserRejection, useWeb3 } from '../../wallet';
import { reviewStore } from '../createReviewStore';
import { RATING_RANGE } from '../reviewRules';
import { reviewTypedData, type ReviewToSign } from '../reviewTypedData';
import { REVIEWS_QUERY_KEY } from '../useReviews';
import { ReviewRefusedError } from '../types';
import { StarShape } from './Stars';

export const REVIEW_POSTED = 'Review posted';
export const SIGNATURE_DECLINED = 'Signature declined: the review was not posted.';

/**
 * The review of one rental's other party: 1 to 5 stars (radio buttons) and up to 1,000 characters,
 * signed by the connected wallet as EIP-712 typed data, then stored. `review` says what is reviewed.
 */
export function ReviewForm({
  review,
  revieweeLabel,
  onDone,
}: {
  review: Omit<ReviewToSign, 'rating' | 'text'>;
  revieweeLabel: string;
  onDone: () => void;
}) {
  const { account, signTypedData } = useWeb3();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const ids = useId();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) {
      setError(RATING_RANGE);
      return;
    }
    if (!account) return;
    setError(null);
    setPosting(true);
    try {
      const signed = { ...review, rating, text: text.trim() };
      const signature = await signTypedData(reviewTypedData(signed));
      await reviewStore().add({ ...signed, reviewer: account.toLowerCase(), signature });
      await queryClient.invalidateQueries({ queryKey: REVIEWS_QUERY_KEY });
      showToast(REVIEW_POSTED, 'success');
      onDone();
    } catch (failure) {
      setError(
        isUserRejection(failure)
          ? SIGNATURE_DECLINED
          : failure instanceof ReviewRefusedError
            ? failure.message
            : userMessage(failure, 'Failed to post the review'),
      );
    } finally {
      setPosting(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Review the ${revieweeLabel.toLowerCase()}`}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            // The radio button lies, transparent, over its star: a click or a tap on the star is on the button itself.
            <label
              key={stars}
              className="relative rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500"
            >
              <input
                type="radio"
                name={`${ids}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <StarShape
                className={`pointer-events-none h-6 w-6 ${rating !== null && stars <= rating ? 'text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-text`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Your review (optional)
        </label>
        <textarea
          id={`${ids}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REVIEW_TEXT_LIMIT}
          rows={3}
          aria-describedby={`${ids}-count`}
          className={`mt-1 ${INPUT}`}
        />
        <p id={`${ids}-count`} className="mt-0.5 text-right text-xs text-slate-500 dark:text-slate-400">
          {`${text.length.toLocaleString('en-US')} / ${REVIEW_TEXT_LIMIT.toLocaleString('en-US')} characters`}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Your wallet signs the review, so anyone can check it against this rental on chain.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON.primary} disabled={posting}>
          {posting ? 'Waiting for your signature…' : 'Sign and post review'}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onDone} disabled={posting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
