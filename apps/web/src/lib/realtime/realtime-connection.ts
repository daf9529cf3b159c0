import {
  type MerchantOrder,
  merchantOrderSchema,
  REALTIME_REFUSALS,
  type RealtimeError,
  realtimeErrorSchema,
} from '@perkdesk/contracts';
import type { IFrame, IMessage, StompConfig } from '@stomp/stompjs';
import type { RefreshOutcome } from '../auth-refresh';
import {
  ERRORS_DESTINATION,
  HEARTBEAT_MS,
  ORDER_DESTINATION,
  RECONNECT_CHECK_MS,
  stompVersions,
} from './realtime-settings';

export interface RealtimeHandlers {
  /** An order of the merchant's stores, as the merchant sees it, after it changed. */
  onOrder(order: MerchantOrder): void;
  /** After every connect and reconnect: delivery is at most once, so whatever was missed must be re-read. */
  onConnected(): void;
  onServerError(error: RealtimeError): void;
}

/** The part of @stomp/stompjs's Client used here, so that tests can stand in for it. */
export interface StompClientLike {
  activate(): void;
  deactivate(): Promise<void>;
  subscribe(destination: string, callback: (message: IMessage) => void): unknown;
}

export interface RealtimeDeps {
  createClient(config: StompConfig): StompClientLike;
  brokerURL: string;
  /** The access token now (local storage is the source of truth: another tab may have refreshed it). */
  accessToken(): string | undefined;
  /** The api client's shared refresh, so that the socket and the requests never race two refreshes. */
  refresh(staleToken: string): Promise<RefreshOutcome>;
  handlers: RealtimeHandlers;
}

/**
 * One STOMP client at a time for the signed-in merchant (spec 1 §4, §7; contract §15). The token
 * goes in the CONNECT header and is checked at CONNECT only, so a client lives as long as its
 * token: every 10 s the reconnect check compares the stored token with the one the client was made
 * with, and re-makes the client once when a refresh replaced it. A lost socket is retried by the
 * library every 10 s with the same token; a refusal of that token asks for a refresh instead of
 * retrying a token the server already refused.
 */
export class RealtimeConnection {
  private client: StompClientLike | null = null;
  /** The token the current client was made with; kept after a refusal so it is not tried again. */
  private token: string | undefined;
  private check: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: RealtimeDeps) {}

  start(): void {
    if (this.check !== undefined) return;
    this.check = setInterval(() => this.reconcile(), RECONNECT_CHECK_MS);
    this.reconcile();
  }

  stop(): void {
    clearInterval(this.check);
    this.check = undefined;
    this.drop();
    this.token = undefined;
  }

  /** Makes a client for the current token when there is none for it yet. */
  reconcile(): void {
    const token = this.deps.accessToken();
    if (token === this.token) return;
    this.drop();
    this.token = token;
    if (!token) return;
    const made: { client?: StompClientLike } = {};
    // Callbacks of a client that has since been replaced or dropped are ignored.
    const isCurrent = () => made.client !== undefined && made.client === this.client;
    made.client = this.deps.createClient({
      brokerURL: this.deps.brokerURL,
      stompVersions: stompVersions(),
      connectHeaders: { Authorization: `Bearer ${token}` },
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      reconnectDelay: RECONNECT_CHECK_MS,
      debug: () => undefined,
      onConnect: () => {
        if (!isCurrent()) return;
        made.client?.subscribe(ORDER_DESTINATION, (message) => this.receiveOrder(message));
        made.client?.subscribe(ERRORS_DESTINATION, (message) => this.receiveError(message));
        this.deps.handlers.onConnected();
      },
      onStompError: (frame) => {
        if (isCurrent()) this.refused(frame, token);
      },
    });
    this.client = made.client;
    made.client.activate();
  }

  private refused(frame: IFrame, token: string): void {
    if (frame.headers.message !== REALTIME_REFUSALS.unauthorized) return;
    this.drop();
    void this.deps.refresh(token).then((outcome) => {
      if (this.check === undefined || this.token !== token) return;
      // A server that could not be reached gets the same token again at the next check; a denied
      // session waits for a new sign-in (the next request sends the merchant to login).
      if (outcome === 'unreachable') this.token = undefined;
      if (outcome === 'refreshed') this.reconcile();
    });
  }

  private receiveOrder(message: IMessage): void {
    const parsed = merchantOrderSchema.safeParse(parseJson(message.body));
    if (parsed.success) this.deps.handlers.onOrder(parsed.data);
  }

  private receiveError(message: IMessage): void {
    const parsed = realtimeErrorSchema.safeParse(parseJson(message.body));
    if (parsed.success) this.deps.handlers.onServerError(parsed.data);
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    if (client) void client.deactivate();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
