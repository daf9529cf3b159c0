import { Box } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { MenuCompact } from './menu-compact';
import { MenuFull } from './menu-full';
import classes from './side-menu.module.css';
import { useMenuLocks } from './use-menu-locks';

export type SideMenuVariant = 'full' | 'flyouts' | 'rail';

interface SideMenuProps {
  variant: SideMenuVariant;
  /** Called after following a link, so a drawer can close. */
  onNavigate?: () => void;
}

/** The side menu of spec 1 §2 with the locks of §4; see use-menu-display.ts for its states. */
export function SideMenu({ variant, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const locks = useMenuLocks();
  return (
    <Box component="nav" aria-label={t('menu.label')} className={classes.root}>
      {variant === 'full' ? (
        <MenuFull locks={locks} onNavigate={onNavigate} />
      ) : (
        <MenuCompact locks={locks} withFlyouts={variant === 'flyouts'} />
      )}
    </Box>
  );
}
