import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { dateTimeInZone } from '../../../lib/format';
import { registerTexts, t, useI18n } from '../../../lib/i18n';
import { navigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useAsync } from '../../../lib/use-async';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import '../wallet.css';

registerTexts({ en, es });

interface PunchCard {
  id: string;
  promotionName: string;
  punches: number;
  requiredPunches: number;
  status: string;
}
interface MerchantPoints {
  id: string;
  merchantId: string | null;
  point: number;
}
interface GlobalEntry {
  id: string;
  historyType: string;
  globalPoints: number;
  pointAfter: number;
  createdAt: string;
}

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `/s/wallet`: punch cards, points per store's merchant and global points with their history (§10). */
export default function WalletPage() {
  useI18n();
  const session = useSession();
  useEffect(() => {
    if (!session) navigate(`/account/sign-in?next=${encodeURIComponent('/wallet')}`, { replace: true });
  }, [session]);
  const wallet = useAsync(
    async (signal) => {
      const [cards, points, global, config, history] = await Promise.all([
        api<PunchCard[]>('/api/user-punch-cards', { signal }),
        api<MerchantPoints[]>('/api/user-points', { signal }),
        api<number>('/api/user-points/global', { signal }),
        api<{ redeemBlock: number }>('/api/user-points/config', { signal }),
        api<{ content?: GlobalEntry[] } | GlobalEntry[]>('/api/user-points/history/global', { signal }),
      ]);
      const entries = Array.isArray(history) ? history : (history.content ?? []);
      return {
        cards,
        points: points.filter((entry) => entry.merchantId),
        global,
        block: config.redeemBlock,
        entries,
      };
    },
    [session?.userId],
  );
  if (!session) return null;
  const data = wallet.data;
  return (
    <section className="wallet-page stack">
      <h1>{t('wallet.title')}</h1>
      {wallet.error && <p className="error">{wallet.error.message}</p>}
      {data && (
        <>
          <section className="card stack">
            <h2>{t('wallet.global')}</h2>
            <p className="wallet-big" data-testid="wallet-global">
              <bdi>{data.global.toLocaleString()}</bdi>
            </p>
            <p className="muted">{t('wallet.globalHint', { block: data.block.toLocaleString() })}</p>
          </section>
          <section className="card stack">
            <h2>{t('wallet.punchCards')}</h2>
            {data.cards.length === 0 && <p className="muted">{t('wallet.punchCardsEmpty')}</p>}
            <ul className="wallet-list">
              {data.cards.map((card) => (
                <li key={card.id} className="stack">
                  <strong>{card.promotionName}</strong>
                  <progress max={card.requiredPunches} value={Math.min(card.punches, card.requiredPunches)} />
                  <span className="muted">
                    {t('wallet.punches', { punches: card.punches, required: card.requiredPunches })}
                    {card.status === 'REDEEMABLE' && ` · ${t('wallet.redeemable')}`}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card stack">
            <h2>{t('wallet.merchantPoints')}</h2>
            {data.points.length === 0 && <p className="muted">{t('wallet.merchantPointsEmpty')}</p>}
            <ul className="wallet-list">
              {data.points.map((entry) => (
                <li key={entry.id}>{t('wallet.points', { points: entry.point.toLocaleString() })}</li>
              ))}
            </ul>
          </section>
          <section className="card stack">
            <h2>{t('wallet.history')}</h2>
            {data.entries.length === 0 && <p className="muted">{t('wallet.historyEmpty')}</p>}
            <ul className="wallet-list">
              {data.entries.map((entry) => (
                <li key={entry.id} className="row wallet-row">
                  <span>
                    {t(`wallet.kind.${entry.historyType}`)}
                    <br />
                    <span className="muted">{dateTimeInZone(entry.createdAt, zone)}</span>
                  </span>
                  <bdi>
                    {entry.historyType === 'USED' ? '−' : '+'}
                    {Math.abs(entry.globalPoints).toLocaleString()}
                  </bdi>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
