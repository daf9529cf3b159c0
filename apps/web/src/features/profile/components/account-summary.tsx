import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { useAccountInfo } from '../api/get-account-info';

// Dates display in en-US format whatever the language (spec 1 §5).
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function AccountSummary() {
  const { t } = useTranslation('profile');
  const account = useAccountInfo();
  const rows = [
    { label: t('account.username'), value: account.data?.username },
    { label: t('account.email'), value: account.data?.email },
    {
      label: t('account.memberSince'),
      value: account.data ? dateFormat.format(new Date(account.data.createdAt)) : undefined,
    },
  ];

  return (
    <Stack gap="xs" w="100%">
      {rows.map(({ label, value }) => (
        <div key={label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {account.isPending ? (
            <Skeleton h={18} mt={4} />
          ) : (
            <Text style={{ overflowWrap: 'anywhere' }}>{value ?? '—'}</Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
