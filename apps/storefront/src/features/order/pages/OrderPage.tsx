import type { CustomerOrder } from '@perkdesk/contracts';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { money, timeInZone } from '../../../lib/format';
import { registerTexts, t, useI18n } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import { Link, navigate } from '../../../lib/router';
import type { PageProps } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useAsync } from '../../../lib/use-async';
import { RateOrder } from '../components/RateOrder';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { watchOrders } from '../live-orders';
import { canCancel, currentStep, estimatedAt, stepsOf } from '../order-status';
import '../order.css';

registerTexts({ en, es });

/** `/s/orders/{orderId}`: the order as it moves, live over STOMP (contract §15, customer view). */
export default function OrderPage({ params }: PageProps) {
  useI18n();
  const session = useSession();
  const orderId = params.orderId ?? '';
  useEffect(() => {
    if (!session)
      navigate(`/account/sign-in?next=${encodeURIComponent(`/orders/${orderId}`)}`, { replace: true });
  }, [session, orderId]);
  if (!session) return null;
  return <LiveOrder orderId={orderId} />;
}

function LiveOrder({ orderId }: { orderId: string }) {
  const loaded = useAsync((signal) => api<CustomerOrder>(`/api/orders/${orderId}`, { signal }), [orderId]);
  const [live, setLive] = useState<CustomerOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { reload } = loaded;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    watchOrders(
      (order) => {
        if (order.id === orderId) setLive((current) => ({ ...(current ?? {}), ...order }) as CustomerOrder);
      },
      () => {
        setLive(null);
        reload();
      },
    ).then((close) => {
      if (gone) close();
      else stop = close;
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [orderId, reload]);

  const order = live && loaded.data ? { ...loaded.data, ...live } : loaded.data;
  if (loaded.error) return <p className="error order-page">{loaded.error.message}</p>;
  if (!order) return <p className="muted order-page">{t('order.loading')}</p>;

  const zone = order.storeTimeZone.zoneName;
  const step = currentStep(order);
  const steps = stepsOf(order);
  const reached = step ? steps.indexOf(step) : -1;
  const eta = estimatedAt(order);
  const rejected = order.serveStatus === 'REJECTED';
  // REFUNDED means every payment was given back (contract §9; the customer view carries no refund
  // list): the card refund is the amount charged, totalAmount, which already nets the points spent.
  const refunded = order.status === 'REFUNDED';
  const refundText =
    !refunded || order.totalAmount <= 0
      ? null
      : order.paymentMethod === 'CARD'
        ? t('order.refunded', { amount: money(order.totalAmount) })
        : order.paymentCollected
          ? t('order.refundedAtStore', { amount: money(order.totalAmount) })
          : null;
  const cancel = async () => {
    try {
      setLive(await api<CustomerOrder>(`/api/orders/${order.id}/cancel`, { method: 'POST' }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };

  return (
    <section className="order-page stack">
      <header className="stack">
        <h1>{t('order.title', { id: order.id.slice(-4) })}</h1>
        <p className="row order-meta">
          <strong>{order.storeName}</strong>
          {order.serveType && <span className="badge">{t(`order.serve.${order.serveType}`)}</span>}
          <span className="badge badge-muted" data-testid="order-status">
            {t(`order.status.${order.status}`)}
          </span>
        </p>
        <p className="muted">{t('order.live')}</p>
      </header>
      {rejected || refunded ? (
        <div className="card stack" aria-live="polite" data-testid="order-refund">
          <strong>{t(rejected ? 'order.rejected' : 'order.refundedTitle')}</strong>
          {order.messageByMerchant && (
            <p>{t('order.merchantMessage', { message: order.messageByMerchant })}</p>
          )}
          {refundText && <p>{refundText}</p>}
          {rejected && order.globalPointsUsed > 0 && (
            <p>{t('order.pointsReturned', { points: order.globalPointsUsed })}</p>
          )}
        </div>
      ) : (
        step && (
          <ol className="order-steps" aria-live="polite">
            {steps.map((entry, index) => (
              <li
                key={entry}
                className={index <= reached ? 'order-step order-step-done' : 'order-step'}
                aria-current={index === reached ? 'step' : undefined}
                data-testid={index === reached ? 'order-step-current' : undefined}
              >
                {t(`order.step.${entry}`)}
              </li>
            ))}
          </ol>
        )
      )}
      {eta && (
        <p className="card">
          {t(order.serveStatus === 'DELIVERING' ? 'order.arrivesAt' : 'order.readyAt', {
            time: timeInZone(eta, zone),
          })}
        </p>
      )}
      {order.paymentMethod === 'AT_STORE' && !order.paymentCollected && !rejected && !refunded && (
        <p className="card">{t('order.payAtStore')}</p>
      )}
      <section className="card stack">
        <h2>{t('order.items')}</h2>
        <ul className="order-items">
          {order.items.map((line) => (
            <li key={line.id} className="row order-line">
              <span dir="auto">
                {line.quantity} × {line.productName}
                {line.addons.length > 0 && (
                  <span className="muted"> ({line.addons.map((addon) => addon.productName).join(', ')})</span>
                )}
              </span>
              <Money value={line.totalAmount + line.totalAddonAmount - line.totalDiscountAmount} />
            </li>
          ))}
        </ul>
        <p className="row order-line order-total">
          <span>{t('order.total')}</span>
          <Money value={order.totalAmount} />
        </p>
      </section>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {canCancel(order) && (
        <button type="button" className="btn" onClick={cancel}>
          {t('order.cancel')}
        </button>
      )}
      {order.status === 'COMPLETED' && <RateOrder orderId={order.id} />}
      <Link to="/orders">{t('order.myOrders')}</Link>
    </section>
  );
}
