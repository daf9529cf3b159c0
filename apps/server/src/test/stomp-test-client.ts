import { once } from 'node:events';
import { Client, type IFrame, type IMessage, Versions } from '@stomp/stompjs';
import WebSocket from 'ws';
import type { AppInstance } from '../app-instance';

// Test clients of the real-time channel: @stomp/stompjs as the web app uses it (over `ws` in
// Node), and a raw WebSocket for what a well-behaved client never sends.

/** `ws://127.0.0.1:<port>/api/websocket` of an app that listens. */
export function socketUrl(app: AppInstance, query = ''): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `ws://127.0.0.1:${port}/api/websocket${query}`;
}

/** Resolves with the first item that arrives (or is already there), or fails after `ms`. */
function waitFor<T>(items: T[], added: EventTarget, what: string, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const take = () => {
      const item = items.shift();
      if (item === undefined) return false;
      clearTimeout(timer);
      added.removeEventListener('added', take);
      resolve(item);
      return true;
    };
    const timer = setTimeout(() => {
      added.removeEventListener('added', take);
      reject(new Error(`no ${what} within ${ms} ms`));
    }, ms);
    if (!take()) added.addEventListener('added', take);
  });
}

export interface StompProbe {
  client: Client;
  /** The CONNECTED frame, or the ERROR frame that refused the CONNECT. */
  answer: IFrame;
  /** MESSAGE frames received and not yet taken. */
  messages: IMessage[];
  nextMessage(ms?: number): Promise<IMessage>;
  /** Resolves with the WebSocket close code. */
  closed: Promise<number>;
  /** Subscribes with a receipt and waits for the RECEIPT. */
  subscribe(destination: string): Promise<void>;
}

/**
 * A @stomp/stompjs client connected with `token` (Authorization header, or the `access_token`
 * query parameter with `viaQuery`), never reconnecting. Resolves once CONNECTED or ERROR arrived.
 */
export async function connectStomp(
  app: AppInstance,
  options: { token?: string; viaQuery?: boolean; versions?: string[]; heartbeatMs?: number } = {},
): Promise<StompProbe> {
  const versions = new Versions(options.versions ?? [Versions.V1_2, Versions.V1_1, Versions.V1_0]);
  const query = options.viaQuery && options.token ? `?access_token=${encodeURIComponent(options.token)}` : '';
  const url = socketUrl(app, query);
  const messages: IMessage[] = [];
  const added = new EventTarget();
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    closedWith = resolve;
  });
  let answerWith: (frame: IFrame) => void = () => {};
  const answered = new Promise<IFrame>((resolve) => {
    answerWith = resolve;
  });
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, versions.protocolVersions()),
    stompVersions: versions,
    connectHeaders: options.token && !options.viaQuery ? { Authorization: `Bearer ${options.token}` } : {},
    heartbeatIncoming: options.heartbeatMs ?? 0,
    heartbeatOutgoing: options.heartbeatMs ?? 0,
    reconnectDelay: 0,
    onConnect: (frame) => answerWith(frame),
    onStompError: (frame) => answerWith(frame),
    onWebSocketClose: (event: { code: number }) => closedWith(event.code),
    debug: () => {},
  });
  client.activate();
  const answer = await answered;
  let subscriptions = 0;
  return {
    client,
    answer,
    messages,
    nextMessage: (ms) => waitFor(messages, added, 'MESSAGE', ms),
    closed,
    async subscribe(destination) {
      subscriptions += 1;
      const receipt = `subscribed-${subscriptions}`;
      const received = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(
        destination,
        (message) => {
          messages.push(message);
          added.dispatchEvent(new Event('added'));
        },
        { receipt },
      );
      await received;
    },
  };
}

export interface RawFrameText {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A WebSocket speaking STOMP by hand; frames received are split at NUL (bodies here never hold one). */
export async function openRawSocket(app: AppInstance, query = '', protocols = ['v12.stomp']) {
  const socket = new WebSocket(socketUrl(app, query), protocols);
  const frames: RawFrameText[] = [];
  const added = new EventTarget();
  let text = '';
  let heartbeats = 0;
  const skipEols = () => {
    const eols = /^(\r?\n)+/.exec(text)?.[0] ?? '';
    heartbeats += eols.split('\n').length - 1;
    text = text.slice(eols.length);
  };
  socket.on('message', (data) => {
    text += data.toString();
    skipEols();
    for (let end = text.indexOf('\0'); end >= 0; end = text.indexOf('\0')) {
      const raw = text.slice(0, end);
      text = text.slice(end + 1);
      skipEols();
      const lines = raw.split(/\r?\n/);
      const blank = lines.indexOf('');
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1, blank)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon)] ??= line.slice(colon + 1);
      }
      frames.push({ command: lines[0] ?? '', headers, body: lines.slice(blank + 1).join('\n') });
      added.dispatchEvent(new Event('added'));
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await once(socket, 'open');
  return {
    socket,
    send: (data: string | Buffer) => socket.send(data),
    nextFrame: (ms?: number) => waitFor(frames, added, 'frame', ms),
    /** EOLs received outside frames so far. */
    heartbeats: () => heartbeats,
    closed,
  };
}
export type RawSocket = Awaited<ReturnType<typeof openRawSocket>>;
