import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { getLanguage, t } from '../../../lib/i18n';

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** The merchant's connected account: intents are direct charges on it (contract §11). */
  accountId: string | null;
  onReady: (pay: () => Promise<string | null>) => void;
}

/**
 * Stripe's Payment Element, loaded only on this page. `onReady` hands the page a `pay` that
 * confirms the intent and answers an error message, or null when it went through.
 */
export default function StripePayment({
  publishableKey,
  clientSecret,
  accountId,
  onReady,
}: StripePaymentProps) {
  const host = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    let elements: StripeElements | undefined;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe: Stripe | null = await loadStripe(
        publishableKey,
        accountId ? { stripeAccount: accountId } : {},
      );
      if (!stripe || !live || !host.current) return;
      elements = stripe.elements({ clientSecret, locale: getLanguage() });
      elements.create('payment').mount(host.current);
      setLoading(false);
      const ready = elements;
      onReady(async () => {
        const result = await stripe.confirmPayment({ elements: ready, redirect: 'if_required' });
        return result.error ? (result.error.message ?? 'Payment failed.') : null;
      });
    })();
    return () => {
      live = false;
      elements?.getElement('payment')?.destroy();
    };
  }, [publishableKey, clientSecret, accountId, onReady]);
  return (
    <div>
      {loading && <p className="muted">{t('checkout.cardLoading')}</p>}
      <div ref={host} />
    </div>
  );
}
