import type { Store } from '@perkdesk/contracts';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { distanceKm } from '../../../lib/format';
import { t, useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

type NearbyStore = Store & { distance: number; isOpenNow: boolean };
type State =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'denied' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; stores: NearbyStore[] };

/** "Stores near you": the browser's position, then the public nearby search (contract §4). */
export default function NearbyPage() {
  useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const find = () => {
    if (!navigator.geolocation) {
      setState({ kind: 'denied' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        try {
          const stores = await api<NearbyStore[]>(
            `/api/merchant-stores/locations?latitude=${latitude.toFixed(5)}&longitude=${longitude.toFixed(5)}&distance=25`,
            { auth: false },
          );
          setState({ kind: 'done', stores });
        } catch (error) {
          setState({ kind: 'error', message: (error as Error).message });
        }
      },
      () => setState({ kind: 'denied' }),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  return (
    <div className="stack">
      <h1>{t('nearby.title')}</h1>
      <p className="muted">{t('nearby.intro')}</p>
      <div>
        <button type="button" className="btn btn-primary" onClick={find} disabled={state.kind === 'locating'}>
          {state.kind === 'locating' ? t('nearby.locating') : t('nearby.find')}
        </button>
      </div>
      <div aria-live="polite">
        {state.kind === 'denied' && <p className="error">{t('nearby.denied')}</p>}
        {state.kind === 'error' && <p className="error">{state.message}</p>}
        {state.kind === 'done' && state.stores.length === 0 && <p>{t('nearby.none')}</p>}
      </div>
      {state.kind === 'done' && state.stores.length > 0 && (
        <ul className="store-list" aria-label={t('nearby.results', { count: state.stores.length })}>
          {state.stores.map((store) => (
            <li key={store.id}>
              <Link to={`/${store.id}`} className="card row" style={{ justifyContent: 'space-between' }}>
                <span className="stack" style={{ gap: 'var(--space-1)' }}>
                  <strong>{store.name}</strong>
                  <span className="muted" dir="auto">
                    {store.address.streetNumber} {store.address.streetName}, {store.address.city}
                  </span>
                </span>
                <span className="stack" style={{ alignItems: 'end', gap: 'var(--space-1)' }}>
                  <bdi>{distanceKm(store.distance)}</bdi>
                  <span className={`badge ${store.isOpenNow ? '' : 'badge-muted'}`}>
                    {store.isOpenNow ? t('store.openNow') : t('store.closedNow')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
