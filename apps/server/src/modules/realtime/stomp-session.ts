import { REALTIME_DESTINATIONS, REALTIME_REFUSALS, type RealtimeError } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AccessClaims } from '../../lib/access-tokens';
import {
  encodeFrame,
  headersOf,
  messageFrame,
  messageHead,
  type OutboundBody,
  outboundBody,
  protocolError,
  type RawFrame,
  type StompHeaders,
  StompRefusal,
  type StompVersion,
} from './stomp-frame';
import { type HeartbeatOffer, readConnect } from './stomp-negotiation';
import { parseFrames } from './stomp-parser';
import { type Subscription, subscribe, unknownDestination, unsubscribe } from './stomp-subscriptions';

/** What every session shares: one object for the whole server, so that a session stays small. */
export interface SessionHost {
  offer: HeartbeatOffer;
  sweepMs: number;
  /** How long a socket may stay without a completed CONNECT. */
  connectTimeoutMs: number;
  log: FastifyBaseLogger;
  /**
   * The token's claims when it is good and its session family is live; null when refused. The
   * session is indexed (its family, merchant or customer) before the family is checked, so a
   * revocation announced meanwhile still finds it. Throws when the check itself failed.
   */
  authenticate(session: StompSession, token: string | null): Promise<AccessClaims | null>;
}

/** A client that reads this far behind is dropped: delivery is at most once (contract §15). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const Phase = { new: 0, connecting: 1, open: 2, closed: 3 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];

/**
 * One STOMP connection over one WebSocket (contract §15). Frames are handled in the order they
 * arrive; while CONNECT is being checked, later frames wait. Every refusal is an ERROR frame and
 * the socket closes. The fields are few and mostly numbers: 2,000 idle sessions must stay cheap.
 */
export class StompSession {
  claims: AccessClaims | null = null;
  version: StompVersion = '1.0';
  /** Last time anything arrived, and anything was sent (performance.now()). */
  lastIn: number;
  lastOut: number;
  private incomingMs = 0;
  private outgoingMs = 0;
  private phase: Phase = Phase.new;
  private subscriptions: Subscription[] | null = null;
  private pending: Buffer | null = null;
  private backlog: RawFrame[] | null = null;
  private sent = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly host: SessionHost,
    /** The `access_token` query parameter, kept only until CONNECT. */
    private queryToken: string | null,
    /** Unique on this server: the prefix of the session's message ids. */
    private readonly number: number,
  ) {
    this.lastIn = performance.now();
    this.lastOut = this.lastIn;
  }

  get isClosed(): boolean {
    return this.phase === Phase.closed;
  }

  /** One WebSocket message: any number of frames, or part of one, or heart-beats. */
  receive(data: Buffer): void {
    if (this.phase === Phase.closed) return;
    this.lastIn = performance.now();
    let frames: RawFrame[];
    try {
      const parsed = parseFrames(this.pending, data);
      this.pending = parsed.rest;
      frames = parsed.frames;
    } catch (error) {
      this.fail(error);
      return;
    }
    if (frames.length === 0) return;
    if (this.phase !== Phase.connecting) this.run(frames);
    else if (this.backlog) this.backlog.push(...frames);
    else this.backlog = frames;
  }

  /** An order or an error for this session: one MESSAGE per subscription to the destination. */
  deliver(destination: string, body: OutboundBody): void {
    if (this.phase !== Phase.open || !this.subscriptions) return;
    for (const subscription of this.subscriptions) {
      if (subscription.destination !== destination) continue;
      this.sent += 1;
      subscription.head ??= messageHead(destination, subscription.id, this.version);
      this.send(messageFrame(subscription.head, `${this.number}-${this.sent}`, body));
    }
  }

  /** Heart-beats both ways, run by the server's one sweep: an EOL when due, a silent peer dropped. */
  tick(now: number): void {
    if (this.phase === Phase.closed) return;
    if (this.phase !== Phase.open) {
      // Nothing is sent before CONNECTED, so lastOut is when the socket opened (heart-beats sent
      // before CONNECT must not keep it open).
      if (now - this.lastOut > this.host.connectTimeoutMs) this.drop();
      return;
    }
    if (this.incomingMs > 0 && now - this.lastIn > 2 * this.incomingMs) {
      this.drop();
      return;
    }
    // Sent a sweep early rather than late, so the client never waits longer than agreed.
    if (this.outgoingMs > 0 && now - this.lastOut >= this.outgoingMs - this.host.sweepMs) this.send('\n');
  }

  /** Closes with an ERROR frame first (revocation, shutdown); nothing more is sent. */
  refuse(message: string, detail: string, closeCode: number): void {
    if (this.phase === Phase.closed) return;
    this.sendError(new StompRefusal(message, detail, closeCode));
    this.close(closeCode, message);
  }

  close(code: number, reason = ''): void {
    if (this.phase === Phase.closed) return;
    this.phase = Phase.closed;
    this.backlog = null;
    this.pending = null;
    this.socket.close(code, reason.slice(0, 120));
  }

  /** Closes at once, without a closing handshake: the peer is gone or too slow. */
  drop(): void {
    this.phase = Phase.closed;
    this.socket.terminate();
  }

  private run(frames: RawFrame[]): void {
    for (let index = 0; index < frames.length; index++) {
      if (this.phase === Phase.closed) return;
      const frame = frames[index] as RawFrame;
      const connecting = this.handle(frame);
      if (!connecting) continue;
      // The frames after CONNECT (and those still to arrive) wait for its answer.
      this.backlog = frames.slice(index + 1);
      void connecting.then(() => {
        const waiting = this.backlog;
        this.backlog = null;
        if (waiting?.length && this.phase === Phase.open) this.run(waiting);
      });
      return;
    }
  }

  private handle(frame: RawFrame): Promise<void> | undefined {
    let headers: StompHeaders | undefined;
    try {
      if (this.phase === Phase.new) {
        if (frame.command !== 'CONNECT' && frame.command !== 'STOMP')
          throw protocolError(`Expected CONNECT or STOMP, got ${frame.command.slice(0, 20)}`);
        return this.connect(headersOf(frame, '1.0'));
      }
      headers = headersOf(frame, this.version);
      if (!this.command(frame.command, headers)) return undefined;
      if (headers.receipt !== undefined)
        this.send(encodeFrame('RECEIPT', { 'receipt-id': headers.receipt }, this.version));
    } catch (error) {
      this.fail(error, headers?.receipt);
    }
    return undefined;
  }

  /** One frame after CONNECTED; false when the session ended with it (DISCONNECT). */
  private command(command: string, headers: StompHeaders): boolean {
    switch (command) {
      case 'SUBSCRIBE':
        this.subscriptions = subscribe(this.subscriptions, headers, this.version);
        return true;
      case 'UNSUBSCRIBE': {
        const { subscriptions, unknownId } = unsubscribe(this.subscriptions, headers, this.version);
        this.subscriptions = subscriptions;
        // Not worth closing the session for, but worth telling it (contract §15 /topic/errors).
        if (unknownId !== null)
          this.report({
            status: 400,
            code: 'BAD_REQUEST',
            message: `No subscription with the id ${unknownId}.`,
          });
        return true;
      }
      case 'SEND':
        throw unknownDestination(headers.destination);
      // Every subscription acknowledges itself (at most once); transactions only group SENDs and ACKs.
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return true;
      case 'DISCONNECT':
        if (headers.receipt !== undefined)
          this.send(encodeFrame('RECEIPT', { 'receipt-id': headers.receipt }, this.version));
        this.close(1000, 'Disconnected');
        return false;
      case 'CONNECT':
      case 'STOMP':
        throw protocolError('Already connected');
      default:
        // Named in the ERROR's message header, which is all most clients show.
        throw new StompRefusal('Unknown command', `Unknown command ${command.slice(0, 20)}`, 1002);
    }
  }

  private async connect(headers: StompHeaders): Promise<void> {
    this.phase = Phase.connecting;
    const queryToken = this.queryToken;
    this.queryToken = null;
    try {
      const { version, heartbeat, token } = readConnect(headers, this.host.offer, queryToken);
      this.version = version;
      const claims = await this.host.authenticate(this, token);
      // Closed meanwhile: the peer left, or its family was revoked during the check.
      if (this.isClosed) return;
      if (!claims)
        throw new StompRefusal(REALTIME_REFUSALS.unauthorized, 'The access token was refused.', 1008);
      this.incomingMs = heartbeat.incoming;
      this.outgoingMs = heartbeat.outgoing;
      this.phase = Phase.open;
      const offered = version === '1.0' ? '0,0' : `${this.host.offer.send},${this.host.offer.receive}`;
      this.send(
        encodeFrame('CONNECTED', { version, 'heart-beat': offered, 'user-name': claims.sub }, version),
      );
    } catch (error) {
      this.fail(error);
    }
  }

  /** An error for this session only, on /topic/errors. */
  private report(error: RealtimeError): void {
    this.deliver(REALTIME_DESTINATIONS.errors, outboundBody(JSON.stringify(error)));
  }

  private fail(error: unknown, receipt?: string): void {
    if (this.phase === Phase.closed) return;
    const refusal =
      error instanceof StompRefusal ? error : new StompRefusal('Server error', 'The server failed.', 1011);
    if (!(error instanceof StompRefusal)) this.host.log.error({ err: error }, 'real-time session failed');
    this.sendError(refusal, receipt);
    this.close(refusal.closeCode, refusal.message);
  }

  private sendError(refusal: StompRefusal, receipt?: string): void {
    const headers: StompHeaders = {
      message: refusal.message,
      ...refusal.headers,
      'content-type': 'text/plain',
    };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.send(encodeFrame('ERROR', headers, this.version, refusal.detail));
  }

  private send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.drop();
      return;
    }
    this.socket.send(text);
    this.lastOut = performance.now();
  }
}
