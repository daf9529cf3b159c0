import { describe, expect, it } from 'vitest';
import { cafeDetail, product, STORE_ID, store } from '../testing/fixtures';
import { renderFirstView } from './first-view';

// The server renders these into index.html (apps/server/src/plugins/storefront-app.ts).

const HOSTILE = '<img src=x onerror=alert(1)>';

function parsed(root: string): HTMLElement {
  const holder = document.createElement('template');
  holder.innerHTML = root;
  return holder.content.getElementById('root') as HTMLElement;
}

describe('the first view rendered on the server', () => {
  it('shows the store header and its menu, merchant text as text and never as markup', () => {
    const detail = cafeDetail({
      store: store({ name: HOSTILE, description: '</p><script>alert(2)</script>' }),
      products: [product('40000000000000000002', `Muffin ${HOSTILE}`, 3.25)],
    });
    const view = renderFirstView({ path: `/s/${STORE_ID}`, search: '', acceptLanguage: 'en-CA', detail });
    expect(view?.title).toBe(`${HOSTILE} · Perkdesk`);
    const root = parsed(view?.root ?? '');
    expect(root.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(root.textContent).toContain('</p><script>alert(2)</script>');
    expect(root.textContent).toContain(`Muffin ${HOSTILE}`);
    expect(root.querySelectorAll('img, script')).toHaveLength(0);
    expect(root.textContent).toContain('Open now');
    expect(root.dataset).toMatchObject({
      firstView: 'store',
      path: `/s/${STORE_ID}`,
      lang: 'en',
      dir: 'ltr',
    });
  });

  it("speaks the browser's language unless the link asks for another, in the asked direction", () => {
    const detail = cafeDetail();
    const spanish = renderFirstView({
      path: `/s/${STORE_ID}`,
      search: '',
      acceptLanguage: 'fr-CA, es;q=0.8, en;q=0.5',
      detail,
    });
    expect(spanish).toMatchObject({ lang: 'es', dir: 'ltr' });
    expect(parsed(spanish?.root ?? '').textContent).toContain('Abierto ahora');
    const asked = renderFirstView({
      path: `/s/${STORE_ID}`,
      search: '?lang=en&dir=rtl',
      acceptLanguage: 'es',
      detail,
    });
    expect(asked).toMatchObject({ lang: 'en', dir: 'rtl' });
    expect(parsed(asked?.root ?? '').dataset.account).toBe('Account');
  });

  it("renders the cart's waiting shell for a signed-in customer, and nothing for other pages", () => {
    const cart = renderFirstView({
      path: `/s/${STORE_ID}/cart`,
      search: '',
      acceptLanguage: 'en',
      detail: cafeDetail(),
    });
    const root = parsed(cart?.root ?? '');
    expect(root.querySelector('h1')?.textContent).toBe('Your cart');
    expect(root.querySelector('.brand')?.textContent).toBe('Demo Café');
    expect(root.dataset.session).toBe('needed');
    for (const path of ['/s/', '/s/wallet', `/s/${STORE_ID}/checkout`, '/s/orders/123'])
      expect(renderFirstView({ path, search: '', acceptLanguage: 'en', detail: cafeDetail() })).toBeNull();
  });
});
