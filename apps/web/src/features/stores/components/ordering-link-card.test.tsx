import { STORE_MESSAGES } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/store';
import { renderScreen } from '../../../testing/render-screen';
import { sampleStore } from '../../../testing/sample-store';
import { translateStoreMessage } from '../form/store-messages';
import { OrderingLinkCard } from './ordering-link-card';

// The store editor's ordering page card: the link customers open, its QR code, the print sheet
// and the preview, with the link name when the store has one and the store id otherwise.

const PATH = '/app/setup/stores/90000000000000000001/general';
const origin = window.location.origin;

describe('OrderingLinkCard', () => {
  it('shows the link by its name with a QR code and a preview opening in a new tab', async () => {
    await renderScreen(<OrderingLinkCard store={sampleStore({ slug: 'queen-west' })} />, PATH, {
      namespaces: ['stores'],
    });
    expect(screen.getByRole('heading', { name: 'Your ordering page' })).toBeTruthy();
    expect(screen.getByTestId('ordering-link').textContent).toBe(`${origin}/s/queen-west`);
    const preview = screen.getByRole('link', { name: 'Preview as customer' });
    expect(preview.getAttribute('href')).toBe(`${origin}/s/queen-west`);
    expect(preview.getAttribute('target')).toBe('_blank');
    const qr = await screen.findByRole('img', { name: 'QR code of the ordering page of Queen West' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('falls back to the store id when no link name is set', async () => {
    await renderScreen(<OrderingLinkCard store={sampleStore({ slug: null })} />, PATH, {
      namespaces: ['stores'],
    });
    expect(screen.getByTestId('ordering-link').textContent).toBe(`${origin}/s/90000000000000000001`);
  });

  it('opens a print sheet with the store name, a large code and the link, and prints it', async () => {
    const page = { document: { write: vi.fn(), close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(page as unknown as Window);
    await renderScreen(<OrderingLinkCard store={sampleStore({ slug: 'queen-west' })} />, PATH, {
      namespaces: ['stores'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code to print' });
    expect(within(dialog).getByRole('heading', { name: 'Queen West' })).toBeTruthy();
    expect(within(dialog).getByText(`${origin}/s/queen-west`)).toBeTruthy();
    expect(await within(dialog).findByRole('img')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(page.print).toHaveBeenCalledOnce());
    const html = page.document.write.mock.calls[0]?.[0] as string;
    expect(html).toContain('<h1>Queen West</h1>');
    expect(html).toContain(`${origin}/s/queen-west`);
    expect(html).toContain('data:image/svg+xml');
    open.mockRestore();
  });

  it('words the link name refusals in the page language', async () => {
    await renderScreen(<p>form</p>, PATH, { namespaces: ['stores'] });
    const t = i18n.getFixedT('stores');
    expect(translateStoreMessage(t, STORE_MESSAGES.slugTaken)).toBe('This link name is already taken.');
    expect(translateStoreMessage(t, STORE_MESSAGES.slug)).toMatch(/^3 to 40 characters/);
  });
});
