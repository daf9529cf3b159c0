import type { Cart, CartLine } from '@perkdesk/contracts';
import { useMemo, useState } from 'react';
import { api } from '../../../lib/api';
import { registerTexts, t, useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { PageProps } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useStoreDetail } from '../../../lib/store-detail';
import { cartView, refusalText } from '../cart-view';
import { CartLines } from '../components/CartLines';
import { CartTotals } from '../components/CartTotals';
import { CouponForm } from '../components/CouponForm';
import { labelText } from '../components/label-text';
import { PickChooser } from '../components/PickChooser';
import { RedeemPanel } from '../components/RedeemPanel';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { cartPath, useCart } from '../use-cart';
import '../cart.css';

registerTexts({ en, es });

const itemBody = (line: CartLine, quantity: number) => ({
  item: {
    productId: line.productId,
    quantity,
    instruction: line.instruction ?? '',
    addons: line.addons.map((addon) => ({
      productId: addon.productId,
      quantity: addon.quantity,
      addonGroupId: addon.addonGroupId ?? null,
    })),
  },
});

/** `/s/{storeId}/cart`: the cart priced by the server on every change (contract §8). */
export default function CartPage({ params }: PageProps) {
  useI18n();
  const session = useSession();
  const storeId = params.storeId ?? '';
  if (!session)
    return (
      <section className="cart-page stack">
        <h1>{t('cart.title')}</h1>
        <p>{t('cart.signIn')}</p>
        <Link
          className="btn btn-primary"
          to={`/account/sign-in?next=${encodeURIComponent(`/${storeId}/cart`)}`}
        >
          {t('account.signIn')}
        </Link>
      </section>
    );
  return <SignedInCart storeId={storeId} />;
}

/** The signed-in cart before its first answer; the server renders it as the page's first view. */
export function CartWaiting({ error }: { error?: Parameters<typeof refusalText>[0] | null }) {
  return (
    <section className="cart-page stack" aria-busy="true">
      <h1>{t('cart.title')}</h1>
      {error ? (
        <p className="error">{refusalText(error, t('cart.offline'))}</p>
      ) : (
        <p className="muted">{t('cart.updating')}</p>
      )}
    </section>
  );
}

function SignedInCart({ storeId }: { storeId: string }) {
  const { cart, pending, error, change } = useCart(storeId);
  const detail = useStoreDetail(storeId);
  // Quantities the customer set that the server has not answered yet, shown at once.
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const base = cartPath(storeId);
  const send = (request: () => Promise<Cart>) => change(request);
  const view = useMemo(() => (cart ? cartView(cart) : null), [cart]);
  const lines = useMemo(
    () =>
      (view?.lines ?? []).map((line) =>
        pending && drafts[line.id] !== undefined
          ? { ...line, quantity: drafts[line.id] ?? line.quantity }
          : line,
      ),
    [view, drafts, pending],
  );

  if (!cart || !view) return <CartWaiting error={error} />;

  const setQuantity = (line: CartLine, quantity: number) => {
    setDrafts((current) => ({ ...current, [line.id]: quantity }));
    send(() => api<Cart>(`${base}/item/${line.id}`, { method: 'PUT', body: itemBody(line, quantity) }));
  };
  const remove = (line: CartLine) => send(() => api<Cart>(`${base}/item/${line.id}`, { method: 'DELETE' }));
  const promotions = detail.data?.promotions ?? [];

  return (
    <section className="cart-page stack" aria-busy={pending}>
      <div className="row cart-head">
        <h1>{t('cart.title')}</h1>
        <output className="cart-pending muted" aria-live="polite">
          {pending ? t('cart.updating') : ''}
        </output>
      </div>
      {error && (
        <p className="error" role="alert">
          {refusalText(error, t('cart.offline'))}
        </p>
      )}
      {view.empty ? (
        <div className="stack">
          <p>{t('cart.empty')}</p>
          <Link className="btn" to={`/${storeId}`}>
            {t('cart.backToMenu')}
          </Link>
        </div>
      ) : (
        <>
          <CartLines lines={lines} cart={cart} onQuantity={setQuantity} onRemove={remove} />
          {view.suggestions.length > 0 && (
            <ul className="cart-suggestions">
              {view.suggestions.map((suggestion) => (
                <li
                  key={`${suggestion.key}-${suggestion.vars?.name}-${suggestion.vars?.text}`}
                  className="badge badge-deal"
                >
                  {labelText(suggestion)}
                </li>
              ))}
            </ul>
          )}
          {view.picks.map((pick) => (
            <PickChooser
              key={pick.promotionId}
              pick={pick}
              onChoose={(productId, quantity) =>
                send(() =>
                  api<Cart>(`${base}/item-to-be-applied/${pick.promotionId}`, {
                    method: 'POST',
                    body: { item: { productId, quantity, instruction: '', addons: [] } },
                  }),
                )
              }
              onClear={() =>
                send(() => api<Cart>(`${base}/item-to-be-applied/${pick.promotionId}`, { method: 'DELETE' }))
              }
            />
          ))}
          {detail.data && (
            <RedeemPanel
              storeId={storeId}
              merchantId={detail.data.store.merchantId}
              promotions={promotions}
              cart={cart}
              onRedeem={(promotionId, productId) =>
                send(() =>
                  api<Cart>('/api/user-cart/redeem', {
                    method: 'POST',
                    body: {
                      storeId,
                      promotionId,
                      redeemProductList: [{ productId, quantity: 1, instruction: '', addons: [] }],
                    },
                  }),
                )
              }
              onUndo={(promotionId) =>
                send(() =>
                  api<Cart>(`/api/user-cart/redeem/${storeId}/promotion/${promotionId}`, {
                    method: 'DELETE',
                  }),
                )
              }
            />
          )}
          <CouponForm
            applied={view.couponCode}
            onApply={(code) =>
              send(() => api<Cart>(`${base}/coupon/${encodeURIComponent(code)}`, { method: 'POST' }))
            }
            onRemove={() =>
              send(() =>
                api<Cart>(`${base}/coupon/${encodeURIComponent(view.couponCode ?? '')}`, {
                  method: 'DELETE',
                }),
              )
            }
          />
          <CartTotals deals={view.deals} totals={view.totals} />
          <p className="muted">{t('cart.deliveryLater')}</p>
          <Link className="btn btn-primary btn-block" to={`/${storeId}/checkout`} aria-disabled={pending}>
            {t('cart.checkout')}
          </Link>
        </>
      )}
    </section>
  );
}
