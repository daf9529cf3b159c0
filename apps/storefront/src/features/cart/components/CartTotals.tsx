import { money } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import type { DealView, TotalsView } from '../cart-view';
import { labelText } from './label-text';

/** The deals that applied and the server's totals: subtotal, discounts, each tax, fee, total. */
export function CartTotals({ deals, totals }: { deals: DealView[]; totals: TotalsView }) {
  return (
    <section className="card cart-totals">
      {deals.length > 0 && (
        <>
          <h2>{t('cart.deals')}</h2>
          <ul className="cart-deals">
            {deals.map((deal) => (
              <li key={deal.id} className="row cart-total-row" data-testid="cart-deal">
                <span>
                  <strong>{deal.name}</strong>
                  {deal.isCoupon && <span className="badge badge-muted"> {t('cart.coupon')}</span>}
                  <br />
                  <span className="muted">{labelText(deal.label)}</span>
                </span>
                {deal.saving > 0 && <bdi className="cart-saving">−{money(deal.saving)}</bdi>}
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className="cart-sums">
        <div className="row cart-total-row">
          <dt>{t('cart.subtotal')}</dt>
          <dd>
            <Money value={totals.subtotal} />
          </dd>
        </div>
        {totals.discount > 0 && (
          <div className="row cart-total-row">
            <dt>{t('cart.discount')}</dt>
            <dd>
              <bdi className="cart-saving">−{money(totals.discount)}</bdi>
            </dd>
          </div>
        )}
        {totals.taxes.map((tax) => (
          <div key={tax.label} className="row cart-total-row">
            <dt>{tax.label}</dt>
            <dd>
              <Money value={tax.amount} />
            </dd>
          </div>
        ))}
        {totals.serviceFee > 0 && (
          <div className="row cart-total-row">
            <dt>{t('cart.serviceFee')}</dt>
            <dd>
              <Money value={totals.serviceFee} />
            </dd>
          </div>
        )}
        <div className="row cart-total-row cart-grand-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">
            <Money value={totals.total} />
          </dd>
        </div>
      </dl>
      {totals.earnedPoints > 0 && <p className="muted">{t('cart.earn', { points: totals.earnedPoints })}</p>}
    </section>
  );
}
