import type { ReactNode } from 'react';

// Placeholder: replaced by the real route guard (spec 1 §4 Session).
export function RequireAuth({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
