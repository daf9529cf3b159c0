import { Divider } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney, formatPoints } from '../../../lib/display-format';
import { DetailSection } from './detail-section';
import classes from './orders.module.css';

/** A label and its amount: plain elements styled as Mantine's Text (the pane renders them per order). */
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const text = `${classes.text} ${classes.sm}${strong ? ` ${classes.bold}` : ''}`;
  return (
    <div className={classes.amountRow}>
      <p className={text}>{label}</p>
      <p className={`${text} ${classes.number}`}>{value}</p>
    </div>
  );
}

/**
 * The price breakdown with spec 1 §5's rules: discount and points only when set, "tax exempt" for
 * no taxes, the service fee only above 0, delivery (and its own taxes) only for delivery orders.
 * The rows add up to the total (contract §1 Money).
 */
export function OrderAmounts({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('orders');
  const taxes = order.appliedTaxes.filter((tax) => tax.taxAmount !== 0);
  return (
    <DetailSection title={t('detail.amounts')}>
      <div className={classes.amounts}>
        <Row label={t('detail.subtotal')} value={formatMoney(order.subAmount)} />
        {order.discountAmount > 0 && (
          <Row label={t('detail.discount')} value={formatMoney(-order.discountAmount)} />
        )}
        {taxes.length === 0 ? (
          <Row label={t('detail.taxes')} value={t('detail.taxExempt')} />
        ) : (
          taxes.map((tax) => (
            <Row
              key={`${tax.taxType}-${tax.taxPercentage}`}
              label={`${tax.taxType} ${tax.taxPercentage}%`}
              value={formatMoney(tax.taxAmount)}
            />
          ))
        )}
        {order.serveType === 'DELIVERY' && (
          <Row label={t('detail.deliveryPrice')} value={formatMoney(order.deliveryPrice)} />
        )}
        {order.deliveryAppliedTaxes
          .filter((tax) => tax.taxAmount !== 0)
          .map((tax) => (
            <Row
              key={`delivery-${tax.taxType}-${tax.taxPercentage}`}
              label={t('detail.deliveryTax', { tax: `${tax.taxType} ${tax.taxPercentage}%` })}
              value={formatMoney(tax.taxAmount)}
            />
          ))}
        {order.serviceFee > 0 && <Row label={t('detail.serviceFee')} value={formatMoney(order.serviceFee)} />}
        {order.globalPointsUsed > 0 && (
          <Row
            label={t('detail.globalPoints', { points: formatPoints(order.globalPointsUsed) })}
            value={formatMoney(-order.globalPointsEquivalentAmount)}
          />
        )}
        <Divider />
        <Row label={t('detail.total')} value={formatMoney(order.totalAmount)} strong />
      </div>
    </DetailSection>
  );
}
