import type { Cart, CartLine } from '@perkdesk/contracts';
import { t } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import type { LineView } from '../cart-view';
import { labelText } from './label-text';

interface CartLinesProps {
  lines: LineView[];
  cart: Cart;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/** The cart's lines: steppers for normal lines; picks and redemptions change with their promotion. */
export function CartLines({ lines, cart, onQuantity, onRemove }: CartLinesProps) {
  return (
    <ul className="cart-lines">
      {lines.map((view) => {
        const line = cart.items.find((item) => item.id === view.id);
        if (!line) return null;
        return (
          <li key={view.id} className="cart-line card" data-testid="cart-line">
            <div className="cart-line-main">
              <strong>{view.name}</strong>
              {view.addons.length > 0 && <span className="muted">{view.addons.join(', ')}</span>}
              {view.instruction && <span className="muted">“{view.instruction}”</span>}
              {view.badge && <span className="badge badge-deal">{labelText(view.badge)}</span>}
            </div>
            <div className="cart-line-price">
              <Money value={view.amount - view.discount} />
              {view.discount > 0 && (
                <s className="muted">
                  <Money value={view.amount} />
                </s>
              )}
            </div>
            {view.fixed ? (
              <span className="cart-line-qty">×{view.quantity}</span>
            ) : (
              <div className="cart-stepper row">
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('cart.decrease', { name: view.name })}
                  onClick={() => (view.quantity > 1 ? onQuantity(line, view.quantity - 1) : onRemove(line))}
                >
                  −
                </button>
                <output aria-label={t('cart.quantity', { name: view.name })}>{view.quantity}</output>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('cart.increase', { name: view.name })}
                  disabled={view.quantity >= 99}
                  onClick={() => onQuantity(line, view.quantity + 1)}
                >
                  +
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('cart.remove', { name: view.name })}
                  onClick={() => onRemove(line)}
                >
                  ✕
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
