import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { storeOpened } from '../../../lib/events';
import { t, useI18n } from '../../../lib/i18n';
import { navigate } from '../../../lib/router';
import type { PageProps } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { loadStoreBySegment, peekStoreDetail, rememberStore } from '../../../lib/store-detail';
import { useAsync } from '../../../lib/use-async';
import { AddedToast } from '../components/AddedToast';
import { MenuSection } from '../components/MenuSection';
import { PerksStrip } from '../components/PerksStrip';
import { StoreHeader } from '../components/StoreHeader';

const ProductSheet = lazy(() => import('../components/ProductSheet'));

export default function StorePage({ params, query }: PageProps) {
  useI18n();
  const segment = params.storeId ?? '';
  const session = useSession();
  const {
    data: detail,
    error,
    loading,
  } = useAsync((signal) => loadStoreBySegment(segment, signal), [segment], peekStoreDetail(segment));
  const [openProduct, setOpenProduct] = useState<string | null>(query.get('product'));
  const [added, setAdded] = useState<string | null>(null);
  const storeId = detail?.store.id;
  const merchantId = detail?.store.merchantId;

  useEffect(() => {
    if (!storeId) return;
    rememberStore(storeId);
    document.title = detail ? `${detail.store.name} · Perkdesk` : 'Perkdesk';
  }, [storeId, detail]);

  // A visit and a WEB view each time a signed-in customer opens the store (contract §12).
  const customerId = session?.userId;
  useEffect(() => {
    if (storeId && merchantId && customerId) void storeOpened(merchantId, storeId);
  }, [storeId, merchantId, customerId]);

  const productsById = useMemo(() => new Map(detail?.products.map((p) => [p.id, p]) ?? []), [detail]);

  if (loading && !detail)
    return (
      <p className="loading" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  if (error || !detail) {
    const missing = !(error instanceof ApiError) || error.status === 404 || error.status === 400;
    return (
      <section className="stack page-narrow">
        <h1>{missing ? t('store.notFound') : t('common.error')}</h1>
        <p className="muted">{missing ? t('store.notFoundHint') : (error as Error).message}</p>
      </section>
    );
  }

  const product = openProduct ? productsById.get(openProduct) : undefined;
  const close = () => {
    setOpenProduct(null);
    if (query.has('product')) navigate(`/${segment}`, { replace: true });
  };

  return (
    <div className="stack">
      <StoreHeader store={detail.store} />
      <PerksStrip detail={detail} />
      <MenuSection detail={detail} onOpen={setOpenProduct} />
      {product && (
        <Suspense fallback={null}>
          <ProductSheet
            detail={detail}
            product={product}
            returnTo={`/${segment}?product=${product.id}`}
            onClose={close}
            onAdded={() => {
              setAdded(product.name);
              close();
            }}
          />
        </Suspense>
      )}
      {added && <AddedToast storeId={detail.store.id} name={added} onDone={() => setAdded(null)} />}
    </div>
  );
}
