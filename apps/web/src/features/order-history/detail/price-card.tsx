import { Divider } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney, formatPoints, taxLabel } from '../model/order-format';
import { type PriceRow, priceRows } from '../model/order-view';
import { DetailCard } from './detail-card';
import { DetailRow } from './detail-row';

/** The price breakdown (spec 1 §2, §5), rows as `priceRows` chooses them. */
export function PriceCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('order-history');
  const row = (item: PriceRow, index: number) => {
    switch (item.kind) {
      case 'subtotal':
        return (
          <DetailRow key={index} label={t('detail.price.subtotal')} value={formatMoney(item.amount)} amount />
        );
      case 'discount':
        return (
          <DetailRow key={index} label={t('detail.price.discount')} value={formatMoney(item.amount)} amount />
        );
      case 'tax':
        return (
          <DetailRow key={index} label={taxLabel(item.tax)} value={formatMoney(item.tax.taxAmount)} amount />
        );
      case 'taxExempt':
        return <DetailRow key={index} label={t('detail.price.taxes')} value={t('taxExempt')} />;
      case 'delivery':
        return (
          <DetailRow key={index} label={t('detail.price.delivery')} value={formatMoney(item.amount)} amount />
        );
      case 'deliveryTax':
        return (
          <DetailRow
            key={index}
            label={t('detail.price.deliveryTax', { tax: taxLabel(item.tax) })}
            value={formatMoney(item.tax.taxAmount)}
            amount
          />
        );
      case 'deliveryTaxExempt':
        return <DetailRow key={index} label={t('detail.price.deliveryTaxes')} value={t('taxExempt')} />;
      case 'serviceFee':
        return (
          <DetailRow
            key={index}
            label={t('detail.price.serviceFee')}
            value={formatMoney(item.amount)}
            amount
          />
        );
      case 'globalPoints':
        return (
          <DetailRow
            key={index}
            label={t('detail.price.globalPoints', { points: formatPoints(item.points) })}
            value={formatMoney(item.amount)}
            amount
          />
        );
      case 'total':
        return (
          <div key={index}>
            <Divider mb="sm" />
            <DetailRow label={t('detail.price.total')} value={formatMoney(item.amount)} strong amount />
          </div>
        );
    }
  };
  return (
    <DetailCard title={t('detail.price.title')} icon={IconReceipt2}>
      {priceRows(order).map(row)}
    </DetailCard>
  );
}
