import { Alert, Button, Grid, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { useStores } from '../../../lib/stores-query';
import { SupportForm } from '../components/support-form';

/** /app/support/support-main: a request to the support team, e-mailed to them (spec 1 §2 Support form). */
export function SupportPage() {
  const { t } = useTranslation('support');
  const stores = useStores();
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {t('pageTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </div>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg">
            {stores.isError ? (
              <Alert color="red" variant="light" title={t('storesFailed')}>
                <Button size="xs" variant="light" color="red" mt="xs" onClick={() => stores.refetch()}>
                  {t('retry', { ns: 'common' })}
                </Button>
              </Alert>
            ) : stores.data ? (
              // Keyed by the store list, so the form's initial store follows it.
              <SupportForm key={stores.data.map((store) => store.id).join()} stores={stores.data} />
            ) : (
              <Skeleton h={360} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <ThemeIcon variant="light" size={40} radius="xl">
                <IconLifebuoy size={22} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600}>{t('tips.title')}</Text>
              <List size="sm" spacing={6} c="dimmed">
                <List.Item>{t('tips.urgent')}</List.Item>
                <List.Item>{t('tips.order')}</List.Item>
                <List.Item>{t('tips.store')}</List.Item>
              </List>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
