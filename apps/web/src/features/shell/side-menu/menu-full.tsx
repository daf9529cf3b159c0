import { NavLink, ScrollArea } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import type { MenuLocks } from '../menu-gating';
import { MenuEntry } from './menu-entry';
import { isGroupActive, isItemActive, MENU } from './menu-items';
import classes from './side-menu.module.css';

interface MenuFullProps {
  locks: MenuLocks;
  onNavigate?: () => void;
}

/** The labelled menu: collapsible groups, the current one open. */
export function MenuFull({ locks, onNavigate }: MenuFullProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

  return (
    <ScrollArea className={classes.scroll} type="scroll">
      {MENU.map((group) => {
        const [only] = group.items;
        // Support is a group of one item named like the group: a plain link reads better.
        if (group.items.length === 1 && only && only.key === group.key) {
          return (
            <MenuEntry
              key={group.key}
              item={only}
              active={isItemActive(only, pathname)}
              lock={locks[only.key]}
              onNavigate={onNavigate}
              prominent
            />
          );
        }
        const Icon = group.icon;
        const active = isGroupActive(group, pathname);
        return (
          <NavLink
            key={group.key}
            label={t(`menu.groups.${group.key}`)}
            leftSection={<Icon size={20} stroke={1.6} />}
            defaultOpened={active}
            childrenOffset={16}
            classNames={{ label: classes.groupLabel, chevron: classes.chevron, section: classes.section }}
          >
            {group.items.map((item) => (
              <MenuEntry
                key={item.key}
                item={item}
                active={isItemActive(item, pathname)}
                lock={locks[item.key]}
                onNavigate={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
