import type { CustomerOrder } from '@perkdesk/contracts';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { dateTimeInZone } from '../../../lib/format';
import { registerTexts, t, useI18n } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import { Link, navigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useAsync } from '../../../lib/use-async';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import '../order.css';

registerTexts({ en, es });

/** `/s/orders`: the customer's orders, newest first (contract §9, CHECKOUT excluded by the server). */
export default function OrdersPage() {
  useI18n();
  const session = useSession();
  useEffect(() => {
    if (!session) navigate(`/account/sign-in?next=${encodeURIComponent('/orders')}`, { replace: true });
  }, [session]);
  const orders = useAsync((signal) => api<CustomerOrder[]>('/api/orders', { signal }), [session?.userId]);
  if (!session) return null;
  return (
    <section className="order-page stack">
      <h1>{t('order.myOrders')}</h1>
      {orders.error && <p className="error">{orders.error.message}</p>}
      {orders.data?.length === 0 && <p>{t('order.none')}</p>}
      <ul className="order-items">
        {orders.data?.map((order) => (
          <li key={order.id} className="card row order-line">
            <span className="stack">
              <Link to={`/orders/${order.id}`} aria-label={t('order.view', { id: order.id.slice(-4) })}>
                {order.storeName} · #{order.id.slice(-4)}
              </Link>
              <span className="muted">
                {dateTimeInZone(order.createdAt, order.storeTimeZone.zoneName)} ·{' '}
                {t(`order.status.${order.status}`)}
              </span>
            </span>
            <Money value={order.totalAmount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
