import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { registerTexts, t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

registerTexts({ en, es });

interface Subscription {
  topic: string;
  subscriptionType: string;
}

/** Follow a store (contract §12 Store follows); shown to signed-in customers only. */
export function FollowButton({ storeId, storeName }: { storeId: string; storeName: string }) {
  const session = useSession();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!session) return;
    api<Subscription[]>('/api/subscriptions').then(
      (list) =>
        setFollowing(list.some((entry) => entry.subscriptionType === 'STORE' && entry.topic === storeId)),
      () => setFollowing(false),
    );
  }, [session, storeId]);
  if (!session || following === null) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await api(`/api/subscriptions/${following ? 'unsubscribe' : 'subscribe'}`, {
        method: 'POST',
        body: { topic: storeId, subscriptionType: 'STORE' },
      });
      setFollowing(!following);
    } catch {
      // Left as it was: the button still says what the server holds.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={following ? 'btn' : 'btn btn-primary'}
      aria-pressed={following}
      disabled={busy}
      title={t('store.followHint', { name: storeName })}
      onClick={toggle}
    >
      {following ? t('store.following') : t('store.follow')}
    </button>
  );
}
