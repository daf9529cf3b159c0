import { Button, Group, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { FullscreenButton } from './fullscreen-button';
import classes from './top-bar.module.css';
import { UserMenu } from './user-menu';

/** The orders area's own top bar (spec 1 §2 Shell): a way back, the area name, and the account. */
export function OrdersTopBar() {
  const { t } = useTranslation('shell');
  const { dir } = useDirection();
  const Back = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Logo size={28} withWordmark={false} />
        <Title order={1} fz="h4">
          {t('ordersArea.sidebarTitle')}
        </Title>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          component={Link}
          to={paths.dashboards.root}
          variant="subtle"
          color="gray"
          leftSection={<Back size={16} />}
          visibleFrom="sm"
        >
          {t('ordersArea.back')}
        </Button>
        <FullscreenButton />
        <UserMenu />
      </Group>
    </Group>
  );
}
