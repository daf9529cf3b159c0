import type { StoreDetail } from '@perkdesk/contracts';
import { money } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { lastCart } from '../../cart/cart-port';
import { perkBadge, perkCondition, spendSuggestions } from '../perks';

/** The store's listable perks, and what the current cart is short of (contract §7 Suggestions). */
export function PerksStrip({ detail }: { detail: StoreDetail }) {
  const perks = detail.promotions;
  if (perks.length === 0) return null;
  const cart = lastCart(detail.store.id);
  const eligible =
    cart?.items
      .filter((line) => !line.isFreeItem && !line.isRedeem)
      .reduce((sum, line) => sum + line.totalAmount, 0) ?? 0;
  const suggestions = spendSuggestions(perks, eligible);
  return (
    <section className="stack">
      <h2>{t('store.perks')}</h2>
      {suggestions.map(({ promotion, missing }) => (
        <p key={promotion.id} className="suggestion">
          {t('store.spendMore', { amount: money(missing), name: promotion.name })}
        </p>
      ))}
      {/* It scrolls sideways: focusable so a keyboard can scroll it too. */}
      <ul
        className="perks-strip"
        style={{ listStyle: 'none', margin: 0 }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('store.perks')}
      >
        {perks.map((promotion) => {
          const condition = perkCondition(promotion);
          return (
            <li key={promotion.id} className="perk-card">
              <strong>{perkBadge(promotion)}</strong>
              <span>{promotion.name}</span>
              {promotion.description && <span className="muted">{promotion.description}</span>}
              {condition && <span className="muted">{condition}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
