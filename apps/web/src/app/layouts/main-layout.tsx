import { RequireAuth } from '../../features/auth/require-auth';
import { MainShell } from './main-shell';
import { QueryProvider } from './query-layout';

/** /app: the guard first, so nothing of the shell renders for a signed-out visitor. */
export function MainLayout() {
  return (
    <RequireAuth>
      <QueryProvider>
        <MainShell />
      </QueryProvider>
    </RequireAuth>
  );
}
