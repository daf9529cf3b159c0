import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../lib/i18n';

interface CouponFormProps {
  applied: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** One coupon per cart: a new code replaces the applied one (contract §8). */
export function CouponForm({ applied, onApply, onRemove }: CouponFormProps) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };
  return (
    <form className="card cart-coupon stack" onSubmit={submit}>
      <label className="field" htmlFor={id}>
        <span>{t('cart.couponLabel')}</span>
        <div className="row">
          <input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoCapitalize="characters"
          />
          <button type="submit" className="btn">
            {t('cart.couponApply')}
          </button>
        </div>
      </label>
      {applied && (
        <p className="row">
          <span className="badge badge-deal">{t('cart.couponApplied', { code: applied })}</span>
          <button type="button" className="btn btn-ghost" onClick={onRemove}>
            {t('cart.couponRemove', { code: applied })}
          </button>
        </p>
      )}
    </form>
  );
}
