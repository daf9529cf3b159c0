import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

/** A read that failed, with a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
