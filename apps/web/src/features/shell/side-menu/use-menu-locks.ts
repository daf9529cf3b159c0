import { useSetupState } from '../api/setup-state';
import { type MenuLocks, menuLocks } from '../menu-gating';

export function useMenuLocks(): MenuLocks {
  const { data } = useSetupState();
  return menuLocks(data);
}
