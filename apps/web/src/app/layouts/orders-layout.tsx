import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';
import { RequireAuth } from '../../features/auth/require-auth';
import { OrdersSidebarPlaceholder } from '../../features/shell/orders-sidebar-placeholder';
import { OrdersTopBar } from '../../features/shell/top-bar/orders-top-bar';
import { useShellDocumentTitle } from '../../features/shell/use-shell-document-title';
import classes from './main-shell.module.css';
import { QueryProvider } from './query-layout';

/** /app/orders: its own top bar and orders sidebar instead of the main menu (spec 1 §2 Shell). */
export function OrdersLayout() {
  return (
    <RequireAuth>
      <QueryProvider>
        <OrdersShell />
      </QueryProvider>
    </RequireAuth>
  );
}

function OrdersShell() {
  useShellDocumentTitle();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 340, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="lg"
    >
      <NavigationProgress />
      <AppShell.Header>
        <OrdersTopBar />
      </AppShell.Header>
      <AppShell.Navbar>
        <OrdersSidebarPlaceholder />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
