import { REALTIME_DESTINATIONS, REALTIME_REFUSALS } from '@perkdesk/contracts';
import { protocolError, type StompHeaders, StompRefusal, type StompVersion } from './stomp-frame';

export interface Subscription {
  id: string;
  destination: string;
  /** Its MESSAGE frames' headers up to the message id, kept once a first one is sent. */
  head?: string;
}

const DESTINATIONS: readonly string[] = Object.values(REALTIME_DESTINATIONS);
/** A client has two destinations to listen to; more subscriptions than this are refused. */
const MAX_SUBSCRIPTIONS = 16;

/** Contract §15: a SUBSCRIBE to any other destination, or any SEND, closes the socket. */
export const unknownDestination = (destination: string | undefined) =>
  new StompRefusal(
    REALTIME_REFUSALS.unknownDestination,
    `No such destination: ${destination ?? '(none)'}`,
    1008,
  );

// STOMP 1.0 made the subscription id optional: the destination then stands for it.
const idOf = (headers: StompHeaders, version: StompVersion) =>
  headers.id ?? (version === '1.0' ? headers.destination : undefined);

/** The subscriptions after a SUBSCRIBE; one with the same id is replaced. */
export function subscribe(
  subscriptions: readonly Subscription[] | null,
  headers: StompHeaders,
  version: StompVersion,
): Subscription[] {
  const destination = headers.destination;
  if (destination === undefined || !DESTINATIONS.includes(destination)) throw unknownDestination(destination);
  const id = idOf(headers, version);
  if (id === undefined) throw protocolError('SUBSCRIBE needs an id header');
  const kept = (subscriptions ?? []).filter((known) => known.id !== id);
  if (kept.length >= MAX_SUBSCRIPTIONS)
    throw new StompRefusal('Too many subscriptions', `At most ${MAX_SUBSCRIPTIONS} per session.`, 1008);
  return [...kept, { id, destination }];
}

/** The subscriptions after an UNSUBSCRIBE, and the id it named when none had it (null otherwise). */
export function unsubscribe(
  subscriptions: readonly Subscription[] | null,
  headers: StompHeaders,
  version: StompVersion,
): { subscriptions: Subscription[] | null; unknownId: string | null } {
  const id = idOf(headers, version);
  if (id === undefined) throw protocolError('UNSUBSCRIBE needs an id header');
  const kept = subscriptions?.filter((known) => known.id !== id) ?? null;
  const found = (kept?.length ?? 0) !== (subscriptions?.length ?? 0);
  return { subscriptions: kept, unknownId: found ? null : id };
}
