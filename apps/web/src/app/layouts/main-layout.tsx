import { RequireAuth } from '../../features/auth/require-auth';
import { MainShell } from './main-shell';

/** /app: the guard first, so nothing of the shell renders for a signed-out visitor. */
export function MainLayout() {
  return (
    <RequireAuth>
      <MainShell />
    </RequireAuth>
  );
}
