import { NavLink, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import type { LockReason } from '../menu-keys';
import type { MenuItem } from './menu-items';
import classes from './side-menu.module.css';

interface MenuEntryProps {
  item: MenuItem;
  active: boolean;
  lock: LockReason | undefined;
  onNavigate?: () => void;
  /** A top-level entry (Support) reads like a group heading. */
  prominent?: boolean;
}

/** One side-menu item; a locked one is greyed, not a link, and says why in a tooltip. */
export function MenuEntry({ item, active, lock, onNavigate, prominent }: MenuEntryProps) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  const label = t(`menu.items.${item.key}`);

  if (lock) {
    const message = t(`menu.locks.${lock}`);
    return (
      <Tooltip label={message} position="right" multiline maw={240}>
        <NavLink
          component="div"
          role="link"
          aria-disabled
          aria-label={`${label}. ${message}`}
          className={classes.locked}
          label={label}
          leftSection={<Icon size={18} stroke={1.6} />}
          rightSection={<IconLock size={14} stroke={1.6} />}
          classNames={prominent ? { label: classes.groupLabel } : undefined}
        />
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to}
      active={active}
      onClick={onNavigate}
      label={label}
      classNames={prominent ? { label: classes.groupLabel } : undefined}
      leftSection={<Icon size={18} stroke={1.6} />}
    />
  );
}
