import { NotBuiltYetPage } from '../../shell/not-built-yet-page';

// Placeholder until the screen lands (issue 4).
export function ProductListPage() {
  return <NotBuiltYetPage />;
}
