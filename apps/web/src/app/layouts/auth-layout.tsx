import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { NavigationProgress } from '../../components/navigation-progress';
import { useTranslation } from '../../i18n/translation';
import classes from './auth-layout.module.css';

/** Sign-in, registration and recovery pages: plain background, one centred card (spec 1 §2 Shell). */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Box className={classes.page}>
      <NavigationProgress />
      <Center mih="100vh" p="md">
        <Stack gap="lg" w="100%" maw={440} align="stretch">
          <Stack gap={4} align="center">
            <Logo size={40} />
            <Text size="sm" c="dimmed">
              {t('brand.tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {t('footer.edition', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
