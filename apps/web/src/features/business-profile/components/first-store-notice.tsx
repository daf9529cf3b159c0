import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
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
  const ref = useRef<HTMLDivElement>(null);
  // The save button is at the bottom of a long form: bring the news into view. A block body,
  // as newer browsers return a promise from scrollIntoView and React would take it for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  if (outcome.kind === 'pending') {
    return (
      <Alert ref={ref} variant="light" color="yellow" icon={<IconInfoCircle size={18} />} role="status">
        {outcome.blocker === 'name' ? t('details.pendingName') : t('details.pendingTaxes')}
      </Alert>
    );
  }
  return (
    <Alert
      ref={ref}
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
