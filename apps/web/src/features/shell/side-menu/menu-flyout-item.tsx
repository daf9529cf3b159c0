import { Menu, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import type { LockReason } from '../menu-keys';
import type { MenuItem } from './menu-items';
import classes from './side-menu.module.css';

interface MenuFlyoutItemProps {
  item: MenuItem;
  active: boolean;
  lock: LockReason | undefined;
}

/** An item in the compact menu's flyout; locked items stay hoverable so their tooltip shows. */
export function MenuFlyoutItem({ item, active, lock }: MenuFlyoutItemProps) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  const label = t(`menu.items.${item.key}`);
  if (lock) {
    return (
      <Tooltip label={t(`menu.locks.${lock}`)} position="right" multiline maw={240}>
        <Menu.Item
          aria-disabled
          closeMenuOnClick={false}
          className={classes.locked}
          leftSection={<Icon size={16} stroke={1.6} />}
          rightSection={<IconLock size={14} stroke={1.6} />}
        >
          {label}
        </Menu.Item>
      </Tooltip>
    );
  }
  return (
    <Menu.Item
      component={Link}
      to={item.to}
      color={active ? 'var(--mantine-primary-color-filled)' : undefined}
      leftSection={<Icon size={16} stroke={1.6} />}
    >
      {label}
    </Menu.Item>
  );
}
