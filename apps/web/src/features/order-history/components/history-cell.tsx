import { Badge, Stack, Text } from '@mantine/core';
import type { ArchivedOrder } from '@perkdesk/contracts';
import { formatPhoneForDisplay } from '@perkdesk/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import type { HistoryColumn } from '../model/history-columns';
import {
  formatAddress,
  formatDateTime,
  formatDistance,
  formatMinutes,
  formatMoney,
  formatPoints,
  orderNumber,
  taxLabel,
} from '../model/order-format';
import { itemsSummary, serveTypeOf } from '../model/order-view';
import classes from './history-table.module.css';
import { StatusBadge } from './status-badge';

interface HistoryCellProps {
  column: HistoryColumn;
  order: ArchivedOrder;
  storeNames: ReadonlyMap<string, string>;
  storeZones: ReadonlyMap<string, string>;
  /** The history's query string, so the detail's back link returns to the same page. */
  backSearch: string;
}

/** One cell of the history table, by the display rules of spec 1 §5. */
export function HistoryCell({ column, order, storeNames, storeZones, backSearch }: HistoryCellProps) {
  const { t } = useTranslation('order-history');
  const na = t('notApplicable');
  // Values are isolated (<bdi>), so "2× Latte" or a phone number keep their order on a
  // right-to-left page; phone numbers always read left to right.
  const text = (value: string | null | undefined, dir?: 'ltr') =>
    value ? (
      <Text size="sm" span>
        <bdi dir={dir}>{value}</bdi>
      </Text>
    ) : (
      <Text size="sm" c="dimmed" span>
        {na}
      </Text>
    );

  switch (column) {
    case 'id':
      return (
        <Text
          component={Link}
          to={paths.report.orderDetail(order.id)}
          state={{ historySearch: backSearch }}
          size="sm"
          fw={600}
          // The anchor colour: the primary's filled shade is too dark to read on the dark body.
          c="var(--mantine-color-anchor)"
          title={order.id}
          aria-label={t('table.openOrder', { number: orderNumber(order.id) })}
        >
          #{orderNumber(order.id)}
        </Text>
      );
    case 'status':
      return order.status ? <StatusBadge status={order.status} className={classes.badge} /> : text(null);
    case 'lastUpdatedAt':
      return text(formatDateTime(order.lastUpdatedAt, storeZones.get(order.storeId ?? '')));
    case 'customerName':
      return text(order.customerName);
    case 'customerPhone':
      return text(formatPhoneForDisplay(order.customerPhone) ?? order.customerPhone, 'ltr');
    case 'storeId':
      return text(order.storeId ? (storeNames.get(order.storeId) ?? order.storeId) : null);
    case 'isPickup': {
      const serveType = serveTypeOf(order);
      return serveType ? (
        <Badge variant="light" color="gray" radius="sm" className={classes.badge}>
          {t(`serveType.${serveType}`)}
        </Badge>
      ) : (
        text(null)
      );
    }
    case 'subAmount':
    case 'discountAmount':
    case 'deliveryPrice':
    case 'totalAmount':
      return text(formatMoney(order[column]));
    case 'appliedTaxes':
      if (!order.appliedTaxes) return text(null);
      if (order.appliedTaxes.length === 0) return text(t('taxExempt'));
      // One tax a line: "GST 5% $0.52" above "QST 9.975% $1.02".
      return (
        <Stack gap={0}>
          {order.appliedTaxes.map((tax) => (
            <Text key={tax.taxType} size="sm" className={classes.nowrap}>
              <bdi>{`${taxLabel(tax)} ${formatMoney(tax.taxAmount)}`}</bdi>
            </Text>
          ))}
        </Stack>
      );
    case 'globalPointsUsed':
      return text(formatPoints(order.globalPointsUsed));
    case 'preparingTime':
    case 'deliveringTime':
      return text(formatMinutes(order[column]));
    case 'deliveryAddress':
      return text(formatAddress(order.deliveryAddress));
    case 'deliveryDistance':
      return text(formatDistance(order.deliveryDistance));
    case 'orderDetails':
      return (
        <Text size="sm" lineClamp={2} maw={280}>
          <bdi>{itemsSummary(order.items ?? []) || na}</bdi>
        </Text>
      );
  }
}
