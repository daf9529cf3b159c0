import type { StompSession } from './stomp-session';

/** Sessions by a key (a session family, a merchant, a customer); empty sets are removed. */
export type SessionIndex = Map<string, Set<StompSession>>;

export function addToIndex(index: SessionIndex, key: string, session: StompSession): void {
  let sessions = index.get(key);
  if (!sessions) {
    sessions = new Set();
    index.set(key, sessions);
  }
  sessions.add(session);
}

export function removeFromIndex(index: SessionIndex, key: string, session: StompSession): void {
  const sessions = index.get(key);
  if (!sessions) return;
  sessions.delete(session);
  if (sessions.size === 0) index.delete(key);
}
