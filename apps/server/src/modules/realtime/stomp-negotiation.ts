import {
  protocolError,
  STOMP_VERSIONS,
  type StompHeaders,
  StompRefusal,
  type StompVersion,
} from './stomp-frame';

/** The version for a CONNECT's `accept-version`: the newest both speak; none given means 1.0; null when none is shared. */
export function selectVersion(acceptVersion: string | undefined): StompVersion | null {
  if (acceptVersion === undefined) return '1.0';
  const offered = acceptVersion.split(',').map((version) => version.trim());
  return STOMP_VERSIONS.find((version) => offered.includes(version)) ?? null;
}

/** What the server offers in CONNECTED `heart-beat`: it can send every `send` ms and wants to hear every `receive` ms. */
export interface HeartbeatOffer {
  send: number;
  receive: number;
}

/** The negotiated intervals in ms; 0 means none that way. */
export interface Heartbeat {
  /** How often the server sends (at least a heart-beat EOL). */
  outgoing: number;
  /** How often the server expects to hear from the client. */
  incoming: number;
}

export const NO_HEARTBEAT: Heartbeat = { outgoing: 0, incoming: 0 };

/**
 * STOMP 1.1 heart-beating: the client's `cx,cy` (it can send every cx ms, wants to receive every
 * cy ms) against the server's offer. Each way is the larger of the two wishes, or none when either
 * side says 0. No header means `0,0`; a malformed one is null (refused).
 */
export function negotiateHeartbeat(header: string | undefined, offer: HeartbeatOffer): Heartbeat | null {
  if (header === undefined) return NO_HEARTBEAT;
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  if (!match) return null;
  const clientSends = Number(match[1]);
  const clientWants = Number(match[2]);
  return {
    outgoing: offer.send === 0 || clientWants === 0 ? 0 : Math.max(offer.send, clientWants),
    incoming: offer.receive === 0 || clientSends === 0 ? 0 : Math.max(offer.receive, clientSends),
  };
}

const SUPPORTED = STOMP_VERSIONS.join(',');

/** What a CONNECT (or STOMP) frame asks for. */
export interface ConnectTerms {
  version: StompVersion;
  heartbeat: Heartbeat;
  /** From `Authorization: Bearer …`, else the socket's `access_token` query parameter. */
  token: string | null;
}

/** Reads a CONNECT's headers (never escaped); refuses a version it cannot speak or a malformed heart-beat. */
export function readConnect(
  headers: StompHeaders,
  offer: HeartbeatOffer,
  queryToken: string | null,
): ConnectTerms {
  const authorization = headers.Authorization ?? headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? queryToken;
  const version = selectVersion(headers['accept-version']);
  if (!version) {
    throw new StompRefusal('Unsupported version', `Supported protocol versions are ${SUPPORTED}`, 1002, {
      version: SUPPORTED,
    });
  }
  // Heart-beating came with 1.1: a 1.0 session has none either way.
  const heartbeat = version === '1.0' ? NO_HEARTBEAT : negotiateHeartbeat(headers['heart-beat'], offer);
  if (!heartbeat) throw protocolError(`Invalid heart-beat header: ${headers['heart-beat']?.slice(0, 40)}`);
  return { version, heartbeat, token };
}
