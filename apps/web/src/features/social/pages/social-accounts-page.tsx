import { Alert, Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@perkdesk/contracts';
import { IconFlask, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { useSocialAccounts } from '../api/accounts';
import { PageHeader } from '../components/page-header';
import { PlatformIcon } from '../components/platform-icon';
import { useAccountActions } from '../hooks/use-account-actions';
import { useRefetchOnReturn } from '../hooks/use-refetch-on-return';

/**
 * /app/setup/social-media-accounts (spec 2 §2, §4): the five platforms, connected or not; connect
 * opens the provider's page in a new window and the state is read again when the merchant comes
 * back; disconnect asks first.
 */
export function SocialAccountsPage() {
  const { t } = useTranslation('social');
  const accounts = useSocialAccounts();
  const actions = useAccountActions();
  const [leaving, setLeaving] = useState<SocialPlatform | null>(null);
  const { refetch } = accounts;
  useRefetchOnReturn(useCallback(() => void refetch(), [refetch]));

  const active = accounts.data?.activeSocialAccounts ?? [];
  const missing = SOCIAL_PLATFORMS.filter((platform) => !active.includes(platform));
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('accounts.title')}
        subtitle={t('accounts.subtitle')}
        aside={
          <>
            {actions.sandbox && (
              <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} />}>
                {t('sandbox.badge')}
              </Badge>
            )}
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!accounts.data || missing.length === 0}
              loading={actions.connect.isPending}
              onClick={() => actions.connect.mutate(missing)}
            >
              {t('accounts.addNew')}
            </Button>
          </>
        }
      />
      {accounts.isError && (
        <Alert color="red" variant="light" title={t('accounts.loadFailed')}>
          <Button variant="light" size="xs" onClick={() => void accounts.refetch()}>
            {t('accounts.retry')}
          </Button>
        </Alert>
      )}
      {accounts.isPending && <Skeleton h={240} radius="md" />}
      {accounts.data && active.length === 0 && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconPlugConnected size={18} />}
          title={t('accounts.noneTitle')}
        >
          {t('accounts.noneBody')}
        </Alert>
      )}
      {accounts.data && (
        <Paper withBorder radius="md">
          <Stack gap={0}>
            {SOCIAL_PLATFORMS.map((platform) => {
              const connected = active.includes(platform);
              const name = accounts.data.displayNames.find((entry) => entry.platform === platform);
              return (
                <Group
                  key={platform}
                  justify="space-between"
                  p="md"
                  wrap="nowrap"
                  style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
                  data-testid={`platform-${platform}`}
                >
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar src={name?.userImage ?? null} radius="xl" size={36}>
                      <PlatformIcon platform={platform} />
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text fw={600}>{t(`platforms.${platform}`)}</Text>
                      {name && (
                        <Text size="sm" c="dimmed" truncate>
                          <bdi>{name.displayName}</bdi>
                        </Text>
                      )}
                    </Stack>
                  </Group>
                  <Group gap="sm" wrap="nowrap">
                    <Badge color={connected ? 'green' : 'gray'} variant="light">
                      {connected ? t('accounts.connected') : t('accounts.notConnected')}
                    </Badge>
                    {connected ? (
                      <Button variant="default" size="xs" onClick={() => setLeaving(platform)}>
                        {t('accounts.disconnect')}
                      </Button>
                    ) : (
                      <Button
                        variant="light"
                        size="xs"
                        loading={actions.connect.isPending && actions.connect.variables?.includes(platform)}
                        onClick={() => actions.connect.mutate([platform])}
                        aria-label={t('accounts.connectOne', { platform: t(`platforms.${platform}`) })}
                      >
                        {t('accounts.connect')}
                      </Button>
                    )}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      )}
      {actions.sandbox && (
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} title={t('sandbox.badge')}>
          {t('sandbox.accountsNote')}
        </Alert>
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title={t('accounts.disconnectTitle', { platform: leaving ? t(`platforms.${leaving}`) : '' })}
        message={t('accounts.disconnectBody')}
        confirmLabel={t('accounts.disconnect')}
        danger
        loading={actions.disconnect.isPending}
        onConfirm={() => leaving && actions.disconnect.mutate(leaving, { onSettled: () => setLeaving(null) })}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
}
