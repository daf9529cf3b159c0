import { type ReactNode, useId } from 'react';
import { useCartCount } from '../features/cart/cart-port';
import { LANGUAGES, type Language, useI18n } from '../lib/i18n';
import { Link } from '../lib/router';
import { useSession } from '../lib/session';
import { isStoreId, lastStore, useStoreDetail } from '../lib/store-detail';

/** The header every page shares: store name, language, account link and the cart badge. */
export function Layout({
  storeId,
  routeName,
  children,
}: {
  storeId: string | null;
  routeName: string;
  children: ReactNode;
}) {
  const { t, lang, setLang } = useI18n();
  const mainId = useId();
  const session = useSession();
  const headerStore = storeId && isStoreId(storeId) ? storeId : routeName === 'store' ? null : lastStore();
  const detail = useStoreDetail(headerStore);
  const count = useCartCount(headerStore);
  const storeName = headerStore ? detail.data?.store.name : undefined;
  return (
    <>
      <a className="skip-link" href={`#${mainId}`}>
        {t('app.skip')}
      </a>
      <header className="app-header">
        <div className="app-header-inner">
          {headerStore && storeName ? (
            <Link className="brand" to={`/${headerStore}`}>
              {storeName}
            </Link>
          ) : (
            <Link className="brand" to="/">
              Perkdesk
            </Link>
          )}
          <nav className="header-actions" aria-label={t('app.navLabel')}>
            <label>
              <span className="visually-hidden">{t('app.language')}</span>
              <select
                className="lang-select"
                value={lang}
                onChange={(event) => setLang(event.target.value as Language)}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`app.lang.${code}`)}
                  </option>
                ))}
              </select>
            </label>
            <Link className="header-link" data-account-link to={session ? '/account' : '/account/sign-in'}>
              {session ? t('app.account') : t('app.signIn')}
            </Link>
            {headerStore && (
              <Link
                className="header-link cart-link"
                to={`/${headerStore}/cart`}
                aria-label={count ? t('app.cartCount', { count }) : t('app.cart')}
              >
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
                  <circle cx="10" cy="20" r="1.5" />
                  <circle cx="17" cy="20" r="1.5" />
                </svg>
                {count ? (
                  <span className="badge cart-badge">
                    <bdi>{count}</bdi>
                  </span>
                ) : null}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
