import { Badge } from '@mantine/core';
import type { OrderStatus, ServeStatus } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';

// Spec 1 §4 Order badges: COMPLETED success, REFUNDED danger, the others without colour.
export const STATUS_COLOR: Partial<Record<OrderStatus, string>> = { COMPLETED: 'green', REFUNDED: 'red' };

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('order-history');
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" size="sm" radius="sm" className={className}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The serve status: where the order got to; null means it was never taken up (new). */
export function ServeStatusBadge({ serveStatus }: { serveStatus: ServeStatus | null }) {
  const { t } = useTranslation('order-history');
  return (
    <Badge color={serveStatus === 'REJECTED' ? 'red' : 'gray'} variant="outline" size="md" radius="sm">
      {serveStatus ? t(`serveStatus.${serveStatus}`) : t('serveStatus.new')}
    </Badge>
  );
}
