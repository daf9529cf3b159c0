import type {
  Address,
  Cart,
  DeliveryQuote,
  CustomerOrder as Order,
  PaymentConfig,
  ServeType,
} from '@perkdesk/contracts';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { money } from '../../../lib/format';
import { registerTexts, t, useI18n } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import { Link, navigate } from '../../../lib/router';
import type { PageProps } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { useStoreDetail } from '../../../lib/store-detail';
import { useAsync } from '../../../lib/use-async';
import { SandboxCard } from '../components/SandboxCard';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { createAttemptKeys, distanceKm } from '../idempotency';
import { type ConfirmBody, checkoutAndConfirm, markPaid, paySandbox } from '../place-order';
import '../checkout.css';

registerTexts({ en, es });
const StripePayment = lazy(() => import('../components/StripePayment'));

type Point = [number, number];
interface NewAddress {
  streetNumber: string;
  unit: string;
  streetName: string;
  city: string;
  province: string;
  postalCode: string;
  location: Point | null;
}
const EMPTY_ADDRESS: NewAddress = {
  streetNumber: '',
  unit: '',
  streetName: '',
  city: '',
  province: '',
  postalCode: '',
  location: null,
};

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.code === 'NETWORK_ERROR'
      ? t('common.network')
      : (error.violations.find((entry) => entry.message)?.message ?? error.message)
    : String(error);

const AMOUNT = '\u0000';

/** A text with its amount isolated, so "Pagar 14,16 $" keeps its order on a right-to-left page. */
function withAmount(text: string, value: number) {
  const [before, after] = text.split(AMOUNT);
  return (
    <>
      {before}
      <Money value={value} />
      {after}
    </>
  );
}

interface CheckoutData {
  cart: Cart;
  payments: PaymentConfig;
  globalPoints: number;
  redeemBlock: number;
  /** Global points worth a dollar (contract §10 `pointsPerDollarValue`). */
  pointsPerDollar: number;
  profile: { phone?: string | null; deliveryAddresses: Address[] };
}

/** `/s/{storeId}/checkout`: serve type, delivery, points, payment, then the order (contract §9). */
export default function CheckoutPage({ params }: PageProps) {
  useI18n();
  const storeId = params.storeId ?? '';
  const session = useSession();
  if (!session) {
    navigate(`/account/sign-in?next=${encodeURIComponent(`/${storeId}/checkout`)}`, { replace: true });
    return null;
  }
  return <Checkout storeId={storeId} />;
}

function Checkout({ storeId }: { storeId: string }) {
  const detail = useStoreDetail(storeId);
  const data = useAsync<CheckoutData>(
    async (signal) => {
      const [cart, payments, globalPoints, config, profile] = await Promise.all([
        api<Cart>(`/api/user-cart/${encodeURIComponent(storeId)}`, { signal }),
        api<PaymentConfig>('/api/payments/config', { signal }),
        api<number>('/api/user-points/global', { signal }).catch(() => 0),
        api<{ redeemBlock: number; pointsPerDollarValue: number }>('/api/user-points/config', {
          signal,
        }).catch(() => ({ redeemBlock: 10000, pointsPerDollarValue: 1000 })),
        api<CheckoutData['profile']>('/api/user/profile', { signal }).catch(() => ({
          deliveryAddresses: [],
        })),
      ]);
      return {
        cart,
        payments,
        globalPoints,
        redeemBlock: config.redeemBlock,
        pointsPerDollar: config.pointsPerDollarValue,
        profile,
      };
    },
    [storeId],
  );
  const keyFor = useRef(createAttemptKeys()).current;
  const [serveType, setServeType] = useState<ServeType | null>(null);
  const [payAtStore, setPayAtStore] = useState(false);
  const [saved, setSaved] = useState(0);
  const [address, setAddress] = useState<NewAddress>(EMPTY_ADDRESS);
  const [remember, setRemember] = useState(true);
  const [phone, setPhone] = useState<string | null>(null);
  const [points, setPoints] = useState(0);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stripeOrder, setStripeOrder] = useState<Order | null>(null);
  const stripePay = useRef<(() => Promise<string | null>) | null>(null);
  const onStripeReady = useCallback((pay: () => Promise<string | null>) => {
    stripePay.current = pay;
  }, []);

  const store = detail.data?.store;
  const options = store?.serveOptions ?? [];
  const serve = serveType ?? options[0] ?? 'PICKUP';
  const savedAddresses = data.data?.profile.deliveryAddresses ?? [];
  const chosenSaved =
    serve === 'DELIVERY' && saved < savedAddresses.length ? savedAddresses[saved] : undefined;
  const target: Point | null = chosenSaved?.location
    ? (chosenSaved.location.coordinates as Point)
    : address.location;
  const storePoint = store?.address.location?.coordinates as Point | undefined;
  const distance = serve === 'DELIVERY' && target && storePoint ? distanceKm(storePoint, target) : null;
  const quote = useAsync<DeliveryQuote | null>(
    (signal) =>
      distance === null || !data.data
        ? Promise.resolve(null)
        : api<DeliveryQuote>(`/api/merchant-stores/${encodeURIComponent(storeId)}/delivery-price`, {
            method: 'POST',
            body: { totalAmount: data.data.cart.totalAmount, distance },
            signal,
          }),
    [distance, data.data, storeId],
  );

  const pointsPerDollar = data.data?.pointsPerDollar ?? 1000;
  const pointsValue = useMemo(() => points / pointsPerDollar, [points, pointsPerDollar]);
  if (detail.error || data.error)
    return (
      <section className="checkout-page">
        <p className="error">{errorText(detail.error ?? data.error)}</p>
      </section>
    );
  if (!store || !data.data)
    return (
      <section className="checkout-page" aria-busy="true">
        <h1>{t('checkout.title')}</h1>
      </section>
    );

  const { cart, payments, globalPoints, redeemBlock, profile } = data.data;
  const stripe = payments.provider === 'stripe' && payments.publishableKey;
  const deliveryPrice = serve === 'DELIVERY' ? (quote.data?.totalDeliveryAmount ?? 0) : 0;
  const total = Math.max(0, Math.round((cart.totalAmount + deliveryPrice - pointsValue) * 100) / 100);
  const canPayAtStore = serve !== 'DELIVERY';
  const atStore = canPayAtStore && payAtStore;

  const confirmBody = (): ConfirmBody | null => {
    if (serve !== 'DELIVERY') return { serveType: serve, payAtStore: atStore };
    const deliveryAddress = chosenSaved ?? {
      streetNumber: address.streetNumber,
      unit: address.unit || null,
      streetName: address.streetName,
      city: address.city,
      province: address.province,
      country: store.address.country,
      postalCode: address.postalCode,
      location: address.location ? { type: 'Point', coordinates: address.location } : null,
    };
    if (!target) return null;
    return {
      serveType: 'DELIVERY',
      deliveryInfoDTO: {
        deliveryAddress,
        deliveryDistance: distance,
        phone: (phone ?? profile.phone ?? '') || null,
        isRememberAddress: !chosenSaved && remember,
      },
    };
  };

  const submit = async () => {
    if (working) return;
    setError(null);
    const body = confirmBody();
    if (!body) {
      setError(t('checkout.locationNeeded'));
      return;
    }
    setWorking(true);
    try {
      if (stripeOrder && stripePay.current) {
        const failure = await stripePay.current();
        if (failure) throw new Error(failure);
        await markPaid(stripeOrder.id, keyFor);
        navigate(`/orders/${stripeOrder.id}`);
        return;
      }
      const order = await checkoutAndConfirm(storeId, points, body, keyFor);
      if (order.status === 'PAID' || !order.clientSecret) {
        if (order.status !== 'PAID') await markPaid(order.id, keyFor);
        navigate(`/orders/${order.id}`);
      } else if (stripe) {
        setStripeOrder(order);
      } else {
        await paySandbox(order.clientSecret);
        await markPaid(order.id, keyFor);
        navigate(`/orders/${order.id}`);
      }
    } catch (failure) {
      setError(
        failure instanceof Error && !(failure instanceof ApiError) ? failure.message : errorText(failure),
      );
    } finally {
      setWorking(false);
    }
  };

  const locate = () =>
    navigator.geolocation?.getCurrentPosition((position) =>
      setAddress((current) => ({
        ...current,
        location: [position.coords.longitude, position.coords.latitude],
      })),
    );
  const field = (name: keyof Omit<NewAddress, 'location'>, autoComplete: string) => (
    <label className="field">
      <span>{t(`checkout.${name}`)}</span>
      <input
        value={address[name]}
        autoComplete={autoComplete}
        onChange={(event) => setAddress((current) => ({ ...current, [name]: event.target.value }))}
      />
    </label>
  );

  return (
    <form
      className="checkout-page stack"
      aria-busy={working}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1>{t('checkout.title')}</h1>
      <fieldset className="card stack" disabled={!!stripeOrder}>
        <legend>{t('checkout.serve')}</legend>
        <div className="row checkout-choices">
          {options.map((option) => (
            <label key={option} className="checkout-choice">
              <input
                type="radio"
                name="serve"
                checked={serve === option}
                onChange={() => setServeType(option)}
              />
              {t(`checkout.serve.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {serve === 'DELIVERY' && (
        <fieldset className="card stack" disabled={!!stripeOrder}>
          <legend>{t('checkout.address')}</legend>
          {savedAddresses.map((entry, index) => (
            <label
              key={`${entry.streetNumber}-${entry.streetName}-${entry.postalCode}`}
              className="checkout-choice"
            >
              <input type="radio" name="address" checked={saved === index} onChange={() => setSaved(index)} />
              {entry.streetNumber} {entry.streetName}, {entry.city}
            </label>
          ))}
          {savedAddresses.length > 0 && (
            <label className="checkout-choice">
              <input
                type="radio"
                name="address"
                checked={saved >= savedAddresses.length}
                onChange={() => setSaved(savedAddresses.length)}
              />
              {t('checkout.newAddress')}
            </label>
          )}
          {!chosenSaved && (
            <div className="stack">
              <div className="row checkout-card-row">
                {field('streetNumber', 'address-line1')}
                {field('streetName', 'address-line1')}
              </div>
              {field('unit', 'address-line2')}
              <div className="row checkout-card-row">
                {field('city', 'address-level2')}
                {field('province', 'address-level1')}
                {field('postalCode', 'postal-code')}
              </div>
              <button type="button" className="btn" onClick={locate}>
                {address.location ? `✓ ${t('checkout.locationSet')}` : t('checkout.useLocation')}
              </button>
              <label className="checkout-choice">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                />
                {t('checkout.remember')}
              </label>
            </div>
          )}
          <label className="field">
            <span>{t('checkout.phone')}</span>
            <input
              type="tel"
              dir="ltr"
              autoComplete="tel"
              value={phone ?? profile.phone ?? ''}
              onChange={(event) => setPhone(event.target.value)}
            />
          </label>
          {distance !== null && (
            <p className="muted">{t('checkout.distance', { distance: `${distance} km` })}</p>
          )}
          {quote.data && (
            <p className="row checkout-delivery-price">
              <span>{t('checkout.deliveryPrice')}</span>
              <strong data-testid="delivery-price">
                <Money value={quote.data.totalDeliveryAmount} />
              </strong>
            </p>
          )}
          {quote.error && (
            <p className="error" role="alert">
              {errorText(quote.error)}
            </p>
          )}
        </fieldset>
      )}
      {globalPoints >= redeemBlock && (
        <fieldset className="card stack" disabled={!!stripeOrder}>
          <legend>{t('checkout.globalPoints')}</legend>
          <p className="muted">
            {t('checkout.globalPointsHint', { points: globalPoints, block: redeemBlock })}
          </p>
          <select
            aria-label={t('checkout.globalPoints')}
            value={points}
            onChange={(event) => setPoints(Number(event.target.value))}
          >
            {Array.from(
              { length: Math.floor(globalPoints / redeemBlock) + 1 },
              (_, index) => index * redeemBlock,
            ).map((value) => (
              <option key={value} value={value}>
                {value} ({money(value / pointsPerDollar)})
              </option>
            ))}
          </select>
        </fieldset>
      )}
      <fieldset className="card stack">
        <legend>{t('checkout.pay')}</legend>
        {canPayAtStore && !stripeOrder && (
          <div className="row checkout-choices">
            <label className="checkout-choice">
              <input type="radio" name="pay" checked={!atStore} onChange={() => setPayAtStore(false)} />
              {t('checkout.pay.card')}
            </label>
            <label className="checkout-choice">
              <input type="radio" name="pay" checked={atStore} onChange={() => setPayAtStore(true)} />
              {t('checkout.pay.atStore')}
            </label>
          </div>
        )}
        {!atStore && !stripe && <SandboxCard />}
        {stripe && stripeOrder?.clientSecret && (
          <Suspense fallback={<p className="muted">{t('checkout.cardLoading')}</p>}>
            <StripePayment
              publishableKey={payments.publishableKey ?? ''}
              clientSecret={stripeOrder.clientSecret}
              accountId={stripeOrder.paymentAccountId ?? null}
              onReady={onStripeReady}
            />
          </Suspense>
        )}
      </fieldset>
      <div className="card row checkout-total">
        <span>{t('checkout.total')}</span>
        <strong data-testid="checkout-total">
          <Money value={stripeOrder ? stripeOrder.totalAmount : total} />
        </strong>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={working}>
        {working
          ? t('checkout.working')
          : atStore
            ? t('checkout.placeOrder')
            : withAmount(
                t('checkout.payAndOrder', { amount: AMOUNT }),
                stripeOrder ? stripeOrder.totalAmount : total,
              )}
      </button>
      <Link to={`/${storeId}/cart`}>{t('checkout.back')}</Link>
    </form>
  );
}
