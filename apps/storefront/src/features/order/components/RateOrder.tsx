import type { GivenRating } from '@perkdesk/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAsync } from '../../../lib/use-async';

/** The rating the customer gave: read from the server, so every device shows it once given. */
function useGivenRating(orderId: string) {
  return useAsync<GivenRating | null>(
    (signal) =>
      api<GivenRating>(`/api/event/rate/${encodeURIComponent(orderId)}`, { signal }).catch((failure) => {
        if (failure instanceof ApiError && failure.status === 404) return null;
        throw failure;
      }),
    [orderId],
  );
}

function RatingShown({ given, thanks }: { given: GivenRating; thanks: boolean }) {
  return (
    <section className="card stack" aria-label={t('order.yourRating')}>
      {thanks && <p>{t('order.thanks')}</p>}
      <p className="order-stars-given">
        <span aria-hidden="true">
          {[1, 2, 3, 4, 5].map((value) => (
            <span key={value} className={value <= given.rating ? 'order-star-on' : 'order-star-off'}>
              ★
            </span>
          ))}
        </span>
        <span className="visually-hidden">{t('order.ratedStars', { count: given.rating })}</span>
      </p>
      {given.comment && (
        <p className="muted" dir="auto">
          {given.comment}
        </p>
      )}
    </section>
  );
}

/** One rating per completed order (contract §12 Events): stars and an optional comment. */
export function RateOrder({ orderId }: { orderId: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const given = useGivenRating(orderId);
  const [thanks, setThanks] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await api('/api/event/rate', { method: 'POST', body: { orderId, rating, comment } });
      setThanks(true);
      given.reload();
    } catch (failure) {
      // Rated meanwhile on another device: show that rating instead of an error.
      if (failure instanceof ApiError && failure.code === 'ALREADY_RATED') given.reload();
      else setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };
  if (given.data) return <RatingShown given={given.data} thanks={thanks} />;
  if (given.data === undefined) return null;
  return (
    <form className="card stack" onSubmit={submit}>
      <fieldset className="order-stars">
        <legend>{t('order.rate')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="order-star">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="visually-hidden"
            />
            <span aria-hidden="true" className={value <= rating ? 'order-star-on' : ''}>
              ★
            </span>
            <span className="visually-hidden">{t('order.stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('order.comment')}</span>
        <textarea value={comment} maxLength={500} onChange={(event) => setComment(event.target.value)} />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={rating === 0}>
        {t('order.sendRating')}
      </button>
    </form>
  );
}
