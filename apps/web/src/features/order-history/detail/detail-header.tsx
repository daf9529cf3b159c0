import { Anchor, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { Trans, useTranslation } from '../../../i18n/translation';
import { ServeStatusBadge, STATUS_COLOR } from '../components/status-badge';
import { formatDateTime, orderNumber } from '../model/order-format';

interface DetailHeaderProps {
  order: MerchantOrder;
  storeName: string | null;
  timeZone?: string;
  /** The history page's query string when the detail was opened from it. */
  backSearch: string;
}

/** The number with the status, the store and when the order finished, and the way back (spec 1 §2). */
export function DetailHeader({ order, storeName, timeZone, backSearch }: DetailHeaderProps) {
  const { t } = useTranslation('order-history');
  const { dir } = useDirection();
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const finished = formatDateTime(order.completedAt ?? order.lastUpdatedAt, timeZone);
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={`${paths.report.orderHistory}${backSearch}`} size="sm">
        <Group gap={4} component="span">
          <BackIcon size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          <Trans
            t={t}
            i18nKey="detail.heading"
            values={{ number: orderNumber(order.id), status: t(`status.${order.status}`) }}
            // Spec 1 §4 Order badges: COMPLETED in the success colour, REFUNDED in the danger one.
            components={{ status: <Text span inherit c={STATUS_COLOR[order.status]} /> }}
          />
        </Title>
        <ServeStatusBadge serveStatus={order.serveStatus} />
      </Group>
      <Text c="dimmed" size="sm">
        {[
          storeName ?? t('notApplicable'),
          finished && t(`detail.finished.${finishKey(order)}`, { time: finished }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

const finishKey = (order: MerchantOrder) => (order.status === 'REFUNDED' ? 'REFUNDED' : 'COMPLETED');
