import { ActionIcon, Menu, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import type { MenuLocks } from '../menu-gating';
import { MenuFlyoutItem } from './menu-flyout-item';
import { isGroupActive, isItemActive, MENU } from './menu-items';
import classes from './side-menu.module.css';

interface MenuCompactProps {
  locks: MenuLocks;
  /** State 1 lists each group's items in a flyout; state 2's rail expands as a whole instead. */
  withFlyouts: boolean;
}

/** The icon rail of the compact states: one icon per group. */
export function MenuCompact({ locks, withFlyouts }: MenuCompactProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

  return (
    <Stack className={classes.rail} gap={6}>
      {MENU.map((group) => {
        const Icon = group.icon;
        const label = t(`menu.groups.${group.key}`);
        const common = {
          size: 44,
          variant: 'subtle',
          color: 'gray',
          'aria-label': label,
          className: classes.railIcon,
          'data-active': isGroupActive(group, pathname) || undefined,
        } as const;
        const glyph = <Icon size={22} stroke={1.6} />;

        if (!withFlyouts) {
          // Keyboard users get a link to the group's first open screen; a fully locked group has none.
          const target = group.items.find((item) => !locks[item.key]);
          return target ? (
            <ActionIcon key={group.key} component={Link} to={target.to} {...common}>
              {glyph}
            </ActionIcon>
          ) : (
            <ActionIcon
              key={group.key}
              {...common}
              aria-disabled
              className={`${classes.railIcon} ${classes.locked}`}
            >
              {glyph}
            </ActionIcon>
          );
        }
        return (
          <Menu key={group.key} trigger="click-hover" position="right-start" offset={12} shadow="md">
            <Menu.Target>
              <ActionIcon {...common}>{glyph}</ActionIcon>
            </Menu.Target>
            <Menu.Dropdown miw={220}>
              <Menu.Label>{label}</Menu.Label>
              {group.items.map((item) => (
                <MenuFlyoutItem
                  key={item.key}
                  item={item}
                  active={isItemActive(item, pathname)}
                  lock={locks[item.key]}
                />
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}
