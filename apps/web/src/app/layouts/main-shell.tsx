import { AppShell, Box, Drawer } from '@mantine/core';
import { useHover } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { NavigationProgress } from '../../components/navigation-progress';
import { AppFooter } from '../../features/shell/app-footer';
import { AppBreadcrumbs } from '../../features/shell/breadcrumbs/app-breadcrumbs';
import { SideMenu, type SideMenuVariant } from '../../features/shell/side-menu/side-menu';
import { useMenuDisplay } from '../../features/shell/side-menu/use-menu-display';
import { PaymentBanner } from '../../features/shell/top-bar/payment-banner';
import { TopBar } from '../../features/shell/top-bar/top-bar';
import { useShellDocumentTitle } from '../../features/shell/use-shell-document-title';
import classes from './main-shell.module.css';

const FULL_WIDTH = 280;
const RAIL_WIDTH = 76;
const VARIANT_OF_STATE: Record<0 | 1 | 2, SideMenuVariant> = { 0: 'full', 1: 'flyouts', 2: 'rail' };

/** The main shell (spec 1 §2): top bar, side menu, breadcrumbs, the screen, footer. */
export function MainShell() {
  const menu = useMenuDisplay();
  const { hovered, ref } = useHover<HTMLElement>();
  useShellDocumentTitle();

  const docked = menu.isWide && menu.state !== 3;
  const rail = menu.state === 1 || menu.state === 2;
  // State 2: the rail widens over the content while hovered, without moving the content.
  const expanded = menu.state === 2 && hovered;
  const variant: SideMenuVariant = expanded ? 'full' : VARIANT_OF_STATE[menu.state === 3 ? 0 : menu.state];

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: rail ? RAIL_WIDTH : FULL_WIDTH,
        breakpoint: 1440,
        collapsed: { desktop: !docked, mobile: true },
      }}
      padding={0}
    >
      <NavigationProgress />
      <AppShell.Header>
        <TopBar onToggleMenu={menu.toggle} menuOpened={!menu.isWide && menu.drawerOpened} />
      </AppShell.Header>
      {docked && (
        <AppShell.Navbar ref={ref} className={classes.navbar} data-expanded={expanded || undefined}>
          <SideMenu variant={variant} />
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main}>
        <PaymentBanner />
        <Box className={classes.content}>
          <AppBreadcrumbs />
          <Box className={classes.screen}>
            <Outlet />
          </Box>
          <AppFooter />
        </Box>
      </AppShell.Main>
      <Drawer
        opened={!menu.isWide && menu.drawerOpened}
        onClose={menu.closeDrawer}
        size={menu.isMobile ? '100%' : FULL_WIDTH + 16}
        padding={0}
        title={<Logo size={26} />}
        classNames={{ header: classes.drawerHeader }}
      >
        <SideMenu variant="full" onNavigate={menu.closeDrawer} />
      </Drawer>
    </AppShell>
  );
}
