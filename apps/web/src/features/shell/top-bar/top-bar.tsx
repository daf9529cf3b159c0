import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { DisplayOptionsDrawer } from '../display-options/display-options-drawer';
import { AppsMenu } from './apps-menu';
import { FullscreenButton } from './fullscreen-button';
import { OrderingPageMenu } from './ordering-page-menu';
import { OrdersButton } from './orders-button';
import { SearchBox } from './search-box';
import classes from './top-bar.module.css';
import { UserMenu } from './user-menu';

interface TopBarProps {
  onToggleMenu: () => void;
  /** Only the drawer variants have an open state worth showing on the burger. */
  menuOpened: boolean;
}

export function TopBar({ onToggleMenu, menuOpened }: TopBarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const [optionsOpened, options] = useDisclosure(false);
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onToggleMenu} size="sm" aria-label={t('menu.toggle')} />
        <Link
          to={paths.dashboards.root}
          aria-label={t('brand.home', { ns: 'common' })}
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <Logo size={28} />
        </Link>
        <SearchBox />
      </Group>
      <Group gap={4} wrap="nowrap">
        <OrdersButton />
        <OrderingPageMenu />
        <AppsMenu />
        <FullscreenButton />
        <Tooltip label={t('topBar.displayOptions')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={options.open}
            aria-label={t('topBar.displayOptions')}
          >
            <IconAdjustments size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <UserMenu />
      </Group>
      <DisplayOptionsDrawer opened={optionsOpened} onClose={options.close} />
    </Group>
  );
}
