import { Badge } from '@mantine/core';
import type { MerchantOrder, ServeStatus } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';

const COLORS: Record<ServeStatus | 'new', string> = {
  new: 'blue',
  ACCEPTED: 'cyan',
  PREPARING: 'orange',
  READY: 'green',
  DELIVERING: 'violet',
  DELIVERED: 'teal',
  SERVED: 'teal',
  PICKUP: 'teal',
  REJECTED: 'red',
};

/** The serve status; no serve status yet reads "New". */
export function ServeStatusBadge({
  order,
  size = 'sm',
}: {
  order: Pick<MerchantOrder, 'serveStatus'>;
  size?: string;
}) {
  const { t } = useTranslation('orders');
  const status = order.serveStatus ?? 'new';
  return (
    <Badge color={COLORS[status]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {t(`serveStatus.${status}`)}
    </Badge>
  );
}
