import { Badge, Divider } from '@mantine/core';
import type { CartLine, MerchantOrder } from '@perkdesk/contracts';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { DetailSection } from './detail-section';
import classes from './orders.module.css';

/**
 * The items: name, quantity × price and the line total, add-ons, discount, the customer's note.
 * Plain elements styled as Mantine's Stack, Group and Text (as the cards): every order opened
 * renders them, and Mantine's components cost more to render than they add here.
 */
export function OrderLines({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('orders');
  return (
    <DetailSection title={`${t('detail.items')} · ${t('card.items', { count: order.numberOfItems })}`}>
      <div className={classes.lines}>
        {order.items.map((line, index) => (
          <Fragment key={line.id}>
            {index > 0 && <Divider />}
            <OrderLine line={line} />
          </Fragment>
        ))}
      </div>
    </DetailSection>
  );
}

function OrderLine({ line }: { line: CartLine }) {
  const { t } = useTranslation('orders');
  return (
    <div className={classes.line}>
      <div className={classes.lineHead}>
        <div className={classes.lineName}>
          <p className={`${classes.text} ${classes.sm} ${classes.semibold}`}>
            <bdi>
              {line.quantity} × {line.productName}
            </bdi>
          </p>
          {line.isRedeem && (
            <Badge size="xs" variant="light" color="grape">
              {t('detail.redeem')}
            </Badge>
          )}
          {line.isFreeItem && (
            <Badge size="xs" variant="light" color="green">
              {t('detail.freeItem')}
            </Badge>
          )}
        </div>
        <p className={`${classes.text} ${classes.sm} ${classes.number}`}>{formatMoney(line.totalAmount)}</p>
      </div>
      <p className={`${classes.text} ${classes.xs} ${classes.dimmed} ${classes.number}`}>
        <bdi>{t('detail.quantityPrice', { quantity: line.quantity, price: formatMoney(line.price) })}</bdi>
      </p>
      {line.addons.map((addon) => (
        <div key={addon.productId} className={classes.subRow}>
          <p className={`${classes.text} ${classes.xs}`}>
            <bdi>
              + {addon.quantity} × {addon.productName}
            </bdi>
          </p>
          <p className={`${classes.text} ${classes.xs} ${classes.number}`}>
            {formatMoney(addon.totalAmount)}
          </p>
        </div>
      ))}
      {line.totalDiscountAmount > 0 && (
        <div className={classes.subRow}>
          <p className={`${classes.text} ${classes.xs} ${classes.green}`}>{t('detail.discount')}</p>
          <p className={`${classes.text} ${classes.xs} ${classes.green} ${classes.number}`}>
            {formatMoney(-line.totalDiscountAmount)}
          </p>
        </div>
      )}
      {line.instruction && (
        <p className={`${classes.text} ${classes.sm} ${classes.italic} ${classes.orange}`}>
          {t('detail.instruction', { text: line.instruction })}
        </p>
      )}
    </div>
  );
}
