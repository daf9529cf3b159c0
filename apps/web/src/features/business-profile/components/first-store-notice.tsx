import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import type { FirstStoreBlocker } from '../first-store';

export type FirstStoreOutcome =
  | { kind: 'created'; storeId: string; name: string }
  | { kind: 'pending'; blocker: FirstStoreBlocker };

/** What a details save did about the first store (contract §3 Initial store). */
export function FirstStoreNotice({ outcome }: { outcome: FirstStoreOutcome }) {
  const { t } = useTranslation('business-profile');
  if (outcome.kind === 'pending') {
    return (
      <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} role="status">
        {outcome.blocker === 'name' ? t('details.pendingName') : t('details.pendingTaxes')}
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="teal"
      icon={<IconBuildingStore size={18} />}
      title={t('details.storeCreatedTitle')}
      role="status"
    >
      <Text size="sm">{t('details.storeCreatedBody', { name: outcome.name })}</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to={paths.setup.store.general(outcome.storeId)} size="xs" variant="light">
          {t('details.openStore')}
        </Button>
      </Group>
    </Alert>
  );
}
