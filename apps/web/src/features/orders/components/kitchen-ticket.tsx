import { Button } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/translation';
import { storeClock } from '../model/order-age';
import { orderNumber } from '../model/order-tabs';
import './kitchen-ticket.css';

const PRINTING = 'printingTicket';

/** Prints the kitchen ticket: the page's print stylesheet then shows only the ticket sheet. */
function printTicket() {
  document.body.dataset[PRINTING] = 'true';
  const done = () => delete document.body.dataset[PRINTING];
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

/** "Print ticket" and the 80 mm kitchen ticket it prints: what to make, for whom, no prices. */
export function KitchenTicket({ order, timeZone }: { order: MerchantOrder; timeZone: string | undefined }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconPrinter size={16} />} onClick={printTicket}>
        {t('ticket.print')}
      </Button>
      {createPortal(
        <section data-kitchen-ticket aria-hidden="true" data-testid="kitchen-ticket">
          <p className="ticket-number">{t('detail.heading', { number: orderNumber(order.id) })}</p>
          <p>
            {t(`serveType.${order.serveType ?? 'unknown'}`)}
            {order.paidAt && ` · ${storeClock(order.paidAt, Date.now(), timeZone)}`}
          </p>
          {order.customerName && <p>{order.customerName}</p>}
          <hr />
          {order.items.map((line) => (
            <div key={line.id}>
              <p className="ticket-item">
                {line.quantity} × {line.productName}
              </p>
              {line.addons.map((addon) => (
                <p key={addon.productId} className="ticket-addon">
                  + {addon.quantity} × {addon.productName}
                </p>
              ))}
              {line.instruction && (
                <p className="ticket-note">{t('detail.instruction', { text: line.instruction })}</p>
              )}
            </div>
          ))}
          <hr />
          <p>{t('card.items', { count: order.numberOfItems })}</p>
        </section>,
        document.body,
      )}
    </>
  );
}
