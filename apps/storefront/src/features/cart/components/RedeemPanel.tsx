import type { Cart, PromotionResponse } from '@perkdesk/contracts';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAsync } from '../../../lib/use-async';

interface PunchCard {
  promotionId: string;
  punches: number;
  requiredPunches: number;
  status: string;
}
interface MerchantPoints {
  merchantId: string | null;
  point: number;
}

interface RedeemPanelProps {
  storeId: string;
  merchantId: string;
  promotions: PromotionResponse[];
  cart: Cart;
  onRedeem: (promotionId: string, productId: string) => void;
  onUndo: (promotionId: string) => void;
}

/** Punch cards full enough and point rewards affordable (contract §10), each redeemable for its reward. */
export function RedeemPanel({ storeId, merchantId, promotions, cart, onRedeem, onUndo }: RedeemPanelProps) {
  const wallet = useAsync(
    async (signal) => {
      const [cards, points] = await Promise.all([
        api<PunchCard[]>(`/api/user-punch-cards?storeId=${encodeURIComponent(storeId)}`, { signal }),
        api<MerchantPoints[]>('/api/user-points', { signal }),
      ]);
      return { cards, points: points.find((entry) => entry.merchantId === merchantId)?.point ?? 0 };
    },
    [storeId, merchantId],
  );
  if (!wallet.data) return null;
  const { cards, points } = wallet.data;
  const redeemable = promotions.flatMap((promotion) => {
    const reward = promotion.rewardProductList[0];
    if (!reward) return [];
    if (promotion.type === 'PUNCH_CARD') {
      const card = cards.find((entry) => entry.promotionId === promotion.id);
      if (!card || card.punches < card.requiredPunches) return [];
      return [
        {
          promotion,
          reward,
          text: t('cart.redeem.punches', { punches: card.punches, required: card.requiredPunches }),
        },
      ];
    }
    if (promotion.type === 'REWARD_ITEM' && points >= (promotion.requiredPoints ?? 0))
      return [
        { promotion, reward, text: t('cart.redeem.points', { points: promotion.requiredPoints ?? 0 }) },
      ];
    return [];
  });
  if (redeemable.length === 0) return null;
  return (
    <section className="card cart-redeem stack">
      <h2>{t('cart.redeem.title')}</h2>
      {redeemable.map(({ promotion, reward, text }) => {
        const redeemed = cart.items.some((line) => line.isRedeem && line.appliedPromotionId === promotion.id);
        return (
          <div key={promotion.id} className="row cart-total-row">
            <span>
              <strong>{promotion.name}</strong>
              <br />
              <span className="muted">{text}</span>
            </span>
            {redeemed ? (
              <button type="button" className="btn btn-ghost" onClick={() => onUndo(promotion.id)}>
                {t('cart.redeem.undo')}
              </button>
            ) : (
              <button type="button" className="btn" onClick={() => onRedeem(promotion.id, reward.id)}>
                {t('cart.redeem.use', { name: promotion.name })}
              </button>
            )}
          </div>
        );
      })}
    </section>
  );
}
