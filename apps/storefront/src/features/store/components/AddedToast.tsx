import { useEffect } from 'react';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/** "Added to cart" with a way to the cart; leaves by itself after a few seconds. */
export function AddedToast({ storeId, name, onDone }: { storeId: string; name: string; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, 5000);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <output className="toast">
      <span>{t('store.added', { name })}</span>
      <Link to={`/${storeId}/cart`}>{t('store.viewCart')}</Link>
    </output>
  );
}
