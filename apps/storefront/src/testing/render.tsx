import { act, render } from '@testing-library/react';
import { App } from '../app/App';
import { initI18n } from '../lib/i18n';

/** Renders the whole storefront at an app path such as `/123…` or `/account/sign-in?next=…`. */
export async function renderApp(path: string, options: { lang?: string } = {}) {
  window.history.replaceState(null, '', `/s${path}`);
  initI18n(`?lang=${options.lang ?? 'en'}&dir=ltr`, ['en']);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<App />);
  });
  return result;
}
