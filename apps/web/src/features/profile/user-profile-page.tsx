import { Alert, Button, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';
import { useProfile } from './api/get-profile';
import { AccountSummary } from './components/account-summary';
import { AvatarUploader } from './components/avatar-uploader';
import { ProfileForm } from './components/profile-form';

/** /app/profile/user-profile: the signed-in user's own profile (contract §2 Profile). */
export function UserProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </div>
      {profile.isError ? (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => profile.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="lg" h="100%">
              <Stack align="center" gap="lg">
                {profile.data ? (
                  <AvatarUploader avatarURL={profile.data.avatarURL} name={profile.data.name} />
                ) : (
                  <Skeleton circle h={112} />
                )}
                <AccountSummary />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="lg" h="100%">
              {profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton h={160} />}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
