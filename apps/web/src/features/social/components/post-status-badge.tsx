import { Badge } from '@mantine/core';
import type { SocialPost } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { statusColor } from '../model/post-view';

export function PostStatusBadge({ status }: { status: SocialPost['status'] }) {
  const { t } = useTranslation('social');
  return (
    <Badge size="sm" variant="light" color={statusColor(status)}>
      {t(`status.${status}`)}
    </Badge>
  );
}
