import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';

interface ProfileStateProps {
  query: UseQueryResult<MerchantProfile>;
  children: (profile: MerchantProfile) => ReactNode;
}

/** The profile's loading and failure states, so each screen renders only with a profile in hand. */
export function ProfileState({ query, children }: ProfileStateProps) {
  const { t } = useTranslation('business-profile');
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => query.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy>
      <Skeleton h={120} radius="md" />
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}
