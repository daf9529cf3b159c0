import type { Store } from '@perkdesk/contracts';
import { useEffect, useState } from 'react';
import { storeClicked } from '../../../lib/events';
import { clockTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { isOpenAt, nextOpening, todaysHours } from '../store-hours';
import { FollowButton } from './FollowButton';

const SERVE_KEYS: Record<string, string> = {
  PICKUP: 'store.serve.PICKUP',
  DINE_IN: 'store.serve.DINE_IN',
  DELIVERY: 'store.serve.DELIVERY',
};

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** A maps link to the store: its coordinates, or else its address text. */
export function directionsUrl(store: Store): string {
  const point = store.address.location?.coordinates;
  const destination = point ? `${point[1]},${point[0]}` : encodeURIComponent(addressLine(store));
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

function addressLine(store: Store): string {
  const a = store.address;
  const street = [a.unit ? `${a.unit}-${a.streetNumber}` : a.streetNumber, a.streetName].join(' ');
  return [street, a.city, a.province, a.postalCode].filter(Boolean).join(', ');
}

function HoursLine({ store, now }: { store: Store; now: Date }) {
  const zone = store.timeZone.zoneName;
  const open = isOpenAt(store.operationTime, now, zone);
  const today = todaysHours(store.operationTime, now, zone);
  const next = open ? null : nextOpening(store.operationTime, now, zone);
  const hours = today.always
    ? t('store.alwaysOpen')
    : today.windows.length === 0
      ? t('store.closedToday')
      : today.windows.map((w) => `${clockTime(w.fromTime)}–${clockTime(w.toTime)}`).join(', ');
  return (
    <p>
      <span className={`open-state ${open ? 'is-open' : 'is-closed'}`}>
        {open ? t('store.openNow') : t('store.closedNow')}
      </span>
      {' · '}
      <span>
        {t('store.today')} <bdi>{hours}</bdi>
      </span>
      {next && (
        <span className="muted">
          {' · '}
          {next.today
            ? t('store.opensAt', { time: clockTime(next.time) })
            : next.tomorrow
              ? t('store.opensTomorrow', { time: clockTime(next.time) })
              : t('store.opensOn', { day: t(`day.${next.day}`), time: clockTime(next.time) })}
        </span>
      )}
    </p>
  );
}

/** Name, pictures, hours, address with directions, phone, serve options and sharing. */
export function StoreHeader({ store }: { store: Store }) {
  const now = useMinuteClock();
  const [shared, setShared] = useState(false);
  const click = (entity: 'CALL' | 'DIRECTIONS' | 'SHARE') =>
    void storeClicked(store.merchantId, store.id, entity);
  const share = async () => {
    click('SHARE');
    const url = window.location.href.split('?')[0] ?? window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: store.name, url });
      else {
        await navigator.clipboard.writeText(url);
        setShared(true);
      }
    } catch {
      // The customer closed the share sheet.
    }
  };
  const [first, ...rest] = store.images;
  return (
    <section className="store-hero">
      {first && (
        <div className="store-pictures">
          <img src={first} alt="" width={1040} height={585} fetchPriority="high" />
          {rest.map((src) => (
            <img key={src} src={src} alt="" width={1040} height={585} loading="lazy" />
          ))}
        </div>
      )}
      <div className="stack">
        <h1>{store.name}</h1>
        {store.description && (
          <p className="muted" dir="auto">
            {store.description}
          </p>
        )}
        <div className="store-facts">
          <HoursLine store={store} now={now} />
          <p>
            <a
              href={directionsUrl(store)}
              target="_blank"
              rel="noopener"
              dir="auto"
              onClick={() => click('DIRECTIONS')}
            >
              {addressLine(store)}
            </a>
          </p>
          {store.phone && (
            <p>
              <a href={`tel:${store.phone}`} onClick={() => click('CALL')}>
                {t('store.call')} <bdi>{store.phone}</bdi>
              </a>
            </p>
          )}
          <ul
            className="row"
            aria-label={t('store.serveOptions')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {store.serveOptions.map((option) => (
              <li key={option} className="badge badge-muted">
                {t(SERVE_KEYS[option] ?? option)}
              </li>
            ))}
          </ul>
          <div className="row">
            <button type="button" className="btn" onClick={share}>
              {t('store.share')}
            </button>
            <FollowButton storeId={store.id} storeName={store.name} />
            {shared && <output className="muted">{t('store.linkCopied')}</output>}
          </div>
        </div>
      </div>
    </section>
  );
}
