import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { sampleLine, sampleOrder } from '../testing/sample-order';
import { KitchenTicket } from './kitchen-ticket';

afterEach(() => vi.restoreAllMocks());

describe('KitchenTicket', () => {
  it('prints a ticket of what to make, with add-ons and notes and without prices', async () => {
    const latte = {
      ...sampleLine('Latte', 2),
      instruction: 'Extra hot',
      addons: [{ ...sampleLine('Oat milk', 1), addonGroupId: null }],
    };
    const order = sampleOrder({
      id: '10000000000000004101',
      customerName: 'Amélie Tremblay',
      serveType: 'PICKUP',
      items: [latte, sampleLine('Croissant', 1)],
      numberOfItems: 3,
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.body.dataset.printingTicket).toBe('true');
    });
    await renderScreen(<KitchenTicket order={order} timeZone="America/Toronto" />, '/app/orders', {
      namespaces: ['orders'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print ticket' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.dataset.printingTicket).toBeUndefined();

    const ticket = screen.getByTestId('kitchen-ticket');
    expect(ticket.parentElement).toBe(document.body);
    const text = ticket.textContent ?? '';
    for (const part of [
      '#4101',
      'Pick-up',
      'Amélie Tremblay',
      '2 × Latte',
      '+ 1 × Oat milk',
      'Extra hot',
      '1 × Croissant',
      '3 items',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('$');
  });
});
