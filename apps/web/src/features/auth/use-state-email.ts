import { useLocation } from 'react-router';

/** The e-mail address handed over by the previous account page through history state, if any. */
export function useStateEmail(): string | undefined {
  const state: unknown = useLocation().state;
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
