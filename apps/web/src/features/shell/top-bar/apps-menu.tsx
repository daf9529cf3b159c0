import { ActionIcon, Menu, SimpleGrid, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconGridDots,
  IconLayoutDashboard,
  IconPackage,
  IconReportAnalytics,
  IconRosetteDiscount,
  IconSettings,
  IconShoppingBag,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import classes from './top-bar.module.css';

// The main areas. Support is left out while the side menu keeps it locked (spec 1 §4).
const APPS = [
  { segment: 'dashboards', to: paths.dashboards.root, icon: IconLayoutDashboard },
  { segment: 'orders', to: paths.orders.root, icon: IconShoppingBag },
  { segment: 'products', to: paths.products.root, icon: IconPackage },
  { segment: 'promotions', to: paths.promotions.root, icon: IconRosetteDiscount },
  { segment: 'social-media-posting', to: paths.social.root, icon: IconSpeakerphone },
  { segment: 'order-history', to: paths.report.orderHistory, icon: IconReportAnalytics },
  { segment: 'setup', to: paths.setup.root, icon: IconSettings },
  { segment: 'profile', to: paths.profile.userProfile, icon: IconUser },
] as const;

export function AppsMenu() {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" shadow="lg" width={320}>
      <Menu.Target>
        <Tooltip label={t('topBar.apps')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topBar.apps')}>
            <IconGridDots size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown p="xs">
        <SimpleGrid cols={3} spacing={4}>
          {APPS.map(({ segment, to, icon: Icon }) => (
            <Menu.Item key={segment} component={Link} to={to} className={classes.appTile}>
              <span className={classes.appTileInner}>
                <ThemeIcon variant="light" size={38} radius="md">
                  <Icon size={20} stroke={1.6} />
                </ThemeIcon>
                <Text size="xs" ta="center" lh={1.25}>
                  {t(`segments.${segment}`)}
                </Text>
              </span>
            </Menu.Item>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
