import { t } from '../../../lib/i18n';
import type { PickView } from '../cart-view';

interface PickChooserProps {
  pick: PickView;
  onChoose: (productId: string, quantity: number) => void;
  onClear: () => void;
}

/** A free-item or BOGO reward to choose: one button per reward product, the chosen one pressed. */
export function PickChooser({ pick, onChoose, onClear }: PickChooserProps) {
  return (
    <section className="card cart-pick" aria-label={t('cart.pick.title', { name: pick.name })}>
      <h2>{t('cart.pick.title', { name: pick.name })}</h2>
      <div className="row cart-pick-options">
        {pick.options.map((option) => {
          const chosen = pick.chosen?.productId === option.productId;
          return (
            <button
              key={option.productId}
              type="button"
              className={chosen ? 'btn btn-primary' : 'btn'}
              aria-pressed={chosen}
              aria-label={t('cart.pick.choose', { name: option.name })}
              onClick={() => onChoose(option.productId, pick.available)}
            >
              {option.name}
              {chosen && <span className="visually-hidden"> {t('cart.pick.chosen')}</span>}
            </button>
          );
        })}
      </div>
      {pick.chosen && (
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('cart.pick.clear')}
        </button>
      )}
    </section>
  );
}
