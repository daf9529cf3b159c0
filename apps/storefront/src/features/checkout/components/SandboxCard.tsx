import { useId } from 'react';
import { t } from '../../../lib/i18n';

/** The sandbox's card form: clearly labelled as a test; its digits go nowhere. */
export function SandboxCard() {
  const id = useId();
  return (
    <fieldset className="checkout-sandbox stack">
      <legend>
        <strong className="badge checkout-sandbox-badge">{t('checkout.sandbox')}</strong>
      </legend>
      <p className="muted">{t('checkout.sandboxHint')}</p>
      <label className="field" htmlFor={`${id}-number`}>
        <span>{t('checkout.cardNumber')}</span>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="off"
          defaultValue="4242 4242 4242 4242"
          dir="ltr"
        />
      </label>
      <div className="row checkout-card-row">
        <label className="field" htmlFor={`${id}-expiry`}>
          <span>{t('checkout.cardExpiry')}</span>
          <input id={`${id}-expiry`} autoComplete="off" defaultValue="12/34" dir="ltr" />
        </label>
        <label className="field" htmlFor={`${id}-cvc`}>
          <span>{t('checkout.cardCvc')}</span>
          <input id={`${id}-cvc`} inputMode="numeric" autoComplete="off" defaultValue="123" dir="ltr" />
        </label>
      </div>
    </fieldset>
  );
}
