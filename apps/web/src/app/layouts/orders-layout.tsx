import { AppShell } from '@mantine/core';
import { memo } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';
import { RequireAuth } from '../../features/auth/require-auth';
import { OrdersSidebar } from '../../features/orders/components/orders-sidebar';
import { useCurrentOrderId } from '../../features/orders/hooks/use-current-order-id';
import { OrdersScreenProvider } from '../../features/orders/orders-screen';
import { OrdersTopBar } from '../../features/shell/top-bar/orders-top-bar';
import { useShellDocumentTitle } from '../../features/shell/use-shell-document-title';
import classes from './main-shell.module.css';
import { QueryProvider } from './query-layout';

/**
 * /app/orders: its own top bar and the live orders sidebar instead of the main menu (spec 1 §2 Shell).
 * Memoised: the router renders the layout again on every navigation, and opening an order should
 * re-render only what reads the location, not the screen's providers.
 */
export const OrdersLayout = memo(function OrdersLayout() {
  return (
    <RequireAuth>
      <QueryProvider>
        <OrdersScreenProvider>
          <OrdersShell />
        </OrdersScreenProvider>
      </QueryProvider>
    </RequireAuth>
  );
});

// Mantine's mobile query is max-width inclusive: 767 keeps a 768 px tablet in the two-pane layout.
const MOBILE_MAX_PX = 767;

function OrdersShell() {
  useShellDocumentTitle();
  // Below the tablet width (768 px, spec 1 §9) the list and the open order take turns on the screen.
  return <Shell orderOpen={useCurrentOrderId() !== null} />;
}

/** The frame: rendered again when an order opens or closes, not when another order opens. */
const Shell = memo(function Shell({ orderOpen }: { orderOpen: boolean }) {
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 336, lg: 380 }, breakpoint: MOBILE_MAX_PX, collapsed: { mobile: orderOpen } }}
      padding="lg"
    >
      <NavigationProgress />
      <AppShell.Header>
        <OrdersTopBar />
      </AppShell.Header>
      <AppShell.Navbar>
        <OrdersSidebar />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
});
