import { Alert, Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

/** The label every sandbox screen carries (the design guide: a local adapter says it is the sandbox). */
export function SandboxBadge() {
  const { t } = useTranslation('payments');
  return (
    <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} />}>
      {t('sandbox.badge')}
    </Badge>
  );
}

/** What the sandbox does, in one sentence. */
export function SandboxNote({ text }: { text?: string }) {
  const { t } = useTranslation('payments');
  return (
    <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} title={t('sandbox.badge')}>
      {text ?? t('sandbox.note')}
    </Alert>
  );
}
