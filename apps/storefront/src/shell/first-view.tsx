import type { StoreDetail } from '@perkdesk/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { findRoute } from '../app/App';
import { Layout } from '../app/Layout';
import { CartWaiting } from '../features/cart/pages/CartPage';
import StorePage from '../features/store/pages/StorePage';
import { isLanguageCode, type Language, setRenderLanguage, t } from '../lib/i18n';
import { primeStoreDetail } from '../lib/store-detail';

// Built by vite.config.ts into the dist's .vite/first-view.mjs and run by the API server
// (apps/server/src/plugins/storefront-app.ts): the store page's and the cart's first view as HTML, so
// it paints with the document, before the entry script has run. main.tsx replaces it with the same
// markup once the data it shows is at hand.

export interface FirstViewRequest {
  /** The URL path, with its `/s` prefix. */
  path: string;
  /** The URL's query, with or without its `?`. */
  search: string;
  acceptLanguage: string;
  detail: StoreDetail;
}

export interface FirstView {
  lang: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  /** The `<div id="root">` element filled, and the script that checks it against this browser. */
  root: string;
}

/**
 * Before the first paint: the markup goes when it does not match what the app will show here (a
 * remembered language or direction, a cart without a session, an HTML answer replayed offline for
 * another path); a signed-in customer's account link is set as the app sets it.
 */
export const FIRST_VIEW_CHECK =
  "(function(){var r=document.getElementById('root'),d=r.dataset,s=null,l=null,x=null;" +
  "try{s=localStorage.getItem('pd.customer-session');l=localStorage.getItem('pd.lang');x=localStorage.getItem('pd.dir')}catch(e){}" +
  'var q=new URLSearchParams(location.search);' +
  "if(d.path!==location.pathname||(!q.get('lang')&&l&&l!==d.lang)||(!q.get('dir')&&x&&x!==d.dir)||(d.session==='needed'&&!s)){r.replaceChildren();return}" +
  "if(s){var a=r.querySelector('[data-account-link]');if(a){a.textContent=d.account;a.href='/s/account'}}})()";

/** The client's choice (initI18n) without its memory: `?lang=`, then the browser's languages. */
function languageOf(query: URLSearchParams, acceptLanguage: string): Language {
  const asked = query.get('lang');
  if (isLanguageCode(asked)) return asked;
  const tags = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { code: tag.toLowerCase().split('-')[0] ?? '', weight: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return tags.map((entry) => entry.code).find(isLanguageCode) ?? 'en';
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first view of `/s/{store}` (the store page) or `/s/{storeId}/cart`; null for other pages. */
export function renderFirstView(request: FirstViewRequest): FirstView | null {
  const appPath = request.path.replace(/^\/s(?=\/|$)/, '') || '/';
  const found = findRoute(appPath);
  if (!found || (found.route.name !== 'store' && found.route.name !== 'cart')) return null;
  const query = new URLSearchParams(request.search);
  const lang = languageOf(query, request.acceptLanguage);
  const asked = query.get('dir');
  const dir = asked === 'rtl' ? 'rtl' : 'ltr';
  setRenderLanguage(lang, dir);
  const segment = found.params.storeId ?? '';
  primeStoreDetail(request.detail, segment === request.detail.store.id ? undefined : segment);
  const cart = found.route.name === 'cart';
  const markup = renderToStaticMarkup(
    <Layout storeId={segment} routeName={found.route.name}>
      {cart ? <CartWaiting /> : <StorePage params={found.params} query={query} />}
    </Layout>,
  );
  const data = {
    'data-first-view': found.route.name,
    'data-path': request.path,
    'data-lang': lang,
    'data-dir': dir,
    'data-account': t('app.account'),
    ...(cart ? { 'data-session': 'needed' } : {}),
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => `${name}="${attribute(value)}"`)
    .join(' ');
  return {
    lang,
    dir,
    title: `${request.detail.store.name} · Perkdesk`,
    root: `<div id="root" ${attributes}>${markup}</div><script>${FIRST_VIEW_CHECK}</script>`,
  };
}
