import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { t } from '../../../lib/i18n';

/** One rating per completed order (contract §12 Events): stars and an optional comment. */
export function RateOrder({ orderId }: { orderId: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await api('/api/event/rate', { method: 'POST', body: { orderId, rating, comment } });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };
  if (done) return <p className="card">{t('order.thanks')}</p>;
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
