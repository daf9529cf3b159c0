import { REALTIME_DESTINATIONS, REALTIME_REFUSALS } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AccessClaims, AccessTokens } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { SessionRevoker } from '../../plugins/session-revoker';
import { addToIndex, removeFromIndex, type SessionIndex } from './session-index';
import type { OutboundBody } from './stomp-frame';
import type { HeartbeatOffer } from './stomp-negotiation';
import { type SessionHost, StompSession } from './stomp-session';

/** An order event ready to send: each view serialized once for all the sessions it goes to. */
export interface OrderDelivery {
  merchantId: string;
  customerId: string;
  /** Null for an order never paid: its merchant never saw it. */
  merchantView: OutboundBody | null;
  customerView: OutboundBody | null;
}

export interface HubOptions {
  offer: HeartbeatOffer;
  /** How often the one shared sweep sends due heart-beats and drops silent peers. */
  sweepMs: number;
  connectTimeoutMs: number;
}

/** After a shutdown has asked every socket to close, how long before the rest are cut. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * This instance's STOMP sessions, indexed by session family (revocation), by merchant (merchant
 * view) and by customer (customer view). One interval for the whole server runs every session's
 * heart-beats: no timer per session.
 */
export class RealtimeHub implements SessionHost {
  readonly offer: HeartbeatOffer;
  readonly sweepMs: number;
  readonly connectTimeoutMs: number;
  private readonly all = new Set<StompSession>();
  private readonly byFamily: SessionIndex = new Map();
  private readonly byMerchant: SessionIndex = new Map();
  private readonly byCustomer: SessionIndex = new Map();
  private opened = 0;
  private sweeper: NodeJS.Timeout | null = null;
  private emptied: (() => void) | null = null;

  constructor(
    private readonly deps: {
      accessTokens: AccessTokens;
      sessions: SessionRevoker;
      /** Resolves once this instance hears every instance's publications. */
      ready(): Promise<void>;
      log: FastifyBaseLogger;
      options: HubOptions;
    },
  ) {
    this.offer = deps.options.offer;
    this.sweepMs = deps.options.sweepMs;
    this.connectTimeoutMs = deps.options.connectTimeoutMs;
  }

  get log(): FastifyBaseLogger {
    return this.deps.log;
  }

  get size(): number {
    return this.all.size;
  }

  /** A new WebSocket on /api/websocket; `queryToken` is its `access_token` query parameter. */
  open(socket: WebSocket, queryToken: string | null): void {
    this.opened += 1;
    const session = new StompSession(socket, this, queryToken, this.opened);
    this.all.add(session);
    socket.on('message', (data) => session.receive(data as Buffer));
    socket.on('close', () => this.forget(session));
    socket.on('error', (error) => this.deps.log.debug({ err: error }, 'real-time socket error'));
    this.sweeper ??= setInterval(() => this.sweep(), this.sweepMs).unref();
  }

  async authenticate(session: StompSession, token: string | null): Promise<AccessClaims | null> {
    if (!token) return null;
    let claims: AccessClaims;
    try {
      claims = await this.deps.accessTokens.verify(token);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
    if (!this.all.has(session)) return null;
    session.claims = claims;
    this.index(session, claims);
    // A revoked family (logout, refresh-token reuse, password reset) is refused as on any route.
    if (!(await this.deps.sessions.isActive(claims.sid, claims.sub))) return null;
    await this.deps.ready();
    return claims;
  }

  /** Whether any session here would receive an order of this merchant or customer. */
  interested(merchantId: string, customerId: string): boolean {
    return this.hasMerchant(merchantId) || this.hasCustomer(customerId);
  }

  hasMerchant(merchantId: string): boolean {
    return this.byMerchant.has(merchantId);
  }

  hasCustomer(customerId: string): boolean {
    return this.byCustomer.has(customerId);
  }

  /** The merchant view to the merchant's sessions, the customer view to the customer's. */
  deliverOrder(order: OrderDelivery): void {
    const destination = REALTIME_DESTINATIONS.notifyOrder;
    if (order.merchantView) {
      for (const session of this.byMerchant.get(order.merchantId) ?? [])
        session.deliver(destination, order.merchantView);
    }
    if (order.customerView) {
      for (const session of this.byCustomer.get(order.customerId) ?? [])
        session.deliver(destination, order.customerView);
    }
  }

  /** A revoked session family: its sockets get ERROR `Unauthorized` and close. */
  closeFamily(familyId: string): void {
    for (const session of this.byFamily.get(familyId) ?? []) {
      session.refuse(REALTIME_REFUSALS.unauthorized, 'The session was signed out.', 1008);
    }
  }

  /** Every socket closed with `code`: shutdown, or publications that can no longer be heard. */
  closeAll(code: number, reason: string): void {
    for (const session of this.all) session.close(code, reason);
  }

  /** Graceful shutdown: every socket asked to close; those still open after a second are cut. */
  async shutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    if (this.all.size === 0) return;
    const emptied = new Promise<void>((resolve) => {
      this.emptied = resolve;
    });
    this.closeAll(1001, 'Server shutting down');
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_GRACE_MS);
    });
    await Promise.race([emptied, grace]);
    clearTimeout(timer);
    for (const session of this.all) session.drop();
  }

  private sweep(): void {
    const now = performance.now();
    for (const session of this.all) session.tick(now);
  }

  private index(session: StompSession, claims: AccessClaims): void {
    addToIndex(this.byFamily, claims.sid, session);
    if (claims.role === 'MERCHANT' && claims.merchantId)
      addToIndex(this.byMerchant, claims.merchantId, session);
    if (claims.role === 'USER') addToIndex(this.byCustomer, claims.sub, session);
  }

  private forget(session: StompSession): void {
    this.all.delete(session);
    const claims = session.claims;
    if (claims) {
      removeFromIndex(this.byFamily, claims.sid, session);
      if (claims.merchantId) removeFromIndex(this.byMerchant, claims.merchantId, session);
      removeFromIndex(this.byCustomer, claims.sub, session);
    }
    if (this.all.size === 0) this.emptied?.();
  }
}
