import { REALTIME_DESTINATIONS } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { connectStomp, openRawSocket } from '../../test/stomp-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// Heart-beats and shutdown of the real-time channel, on intervals shortened for the test (the
// server offers 30000,30000 by default; here 100,100 with a 20 ms sweep).

const OFFER_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('real-time heart-beats and shutdown', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      deps: {
        realtime: { offer: { send: OFFER_MS, receive: OFFER_MS }, sweepMs: 20, connectTimeoutMs: 300 },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await signedIn(t)).session.access_token;
  });
  afterAll(() => t.close());

  const connectRaw = async (heartbeat: string) => {
    const raw = await openRawSocket(t.app);
    raw.send(`CONNECT\naccept-version:1.1,1.2\nheart-beat:${heartbeat}\nAuthorization:Bearer ${token}\n\n\0`);
    const connected = await raw.nextFrame();
    expect(connected.command).toBe('CONNECTED');
    return { raw, connected };
  };

  it('sends heart-beats at the negotiated interval and keeps a client that sends its own', async () => {
    const { raw, connected } = await connectRaw('50,50');
    expect(connected.headers['heart-beat']).toBe(`${OFFER_MS},${OFFER_MS}`);
    const beating = setInterval(() => raw.send('\n'), 50);
    await sleep(5 * OFFER_MS);
    clearInterval(beating);
    // One EOL every 100 ms (a sweep early at most): about 5 in 500 ms, give or take a busy machine.
    expect(raw.heartbeats()).toBeGreaterThanOrEqual(3);
    expect(raw.heartbeats()).toBeLessThanOrEqual(7);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.socket.close();
  });

  it('drops a peer that stays silent past twice the negotiated interval', async () => {
    const { raw } = await connectRaw('100,0');
    const started = performance.now();
    await raw.closed;
    const silentFor = performance.now() - started;
    // Measured from CONNECTED, a little after the server last heard the client.
    expect(silentFor).toBeGreaterThan(2 * OFFER_MS - 50);
    expect(silentFor).toBeLessThan(2 * OFFER_MS + 1_000);
    // It asked for none: the server sent none.
    expect(raw.heartbeats()).toBe(0);
  });

  it('neither sends nor expects heart-beats when the client asks for 0,0', async () => {
    const { raw } = await connectRaw('0,0');
    await sleep(4 * OFFER_MS);
    expect(raw.heartbeats()).toBe(0);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.socket.close();
  });

  it('drops a socket that never completes CONNECT, heart-beats or not', async () => {
    const raw = await openRawSocket(t.app);
    const beating = setInterval(() => raw.send('\n'), 50);
    const started = performance.now();
    await raw.closed;
    clearInterval(beating);
    expect(performance.now() - started).toBeGreaterThan(250);
  });

  it('keeps a @stomp/stompjs client whose heart-beats run both ways', async () => {
    const probe = await connectStomp(t.app, { token, heartbeatMs: OFFER_MS });
    expect(probe.answer.command).toBe('CONNECTED');
    await probe.subscribe(REALTIME_DESTINATIONS.notifyOrder);
    await sleep(6 * OFFER_MS);
    expect(probe.client.connected).toBe(true);
    await probe.client.deactivate();
  });

  it('closes every socket when the app closes (graceful shutdown), with 1001', async () => {
    const probe = await connectStomp(t.app, { token });
    const { raw } = await connectRaw('0,0');
    const started = performance.now();
    await t.app.close();
    expect(await raw.closed).toBe(1001);
    expect(await probe.closed).toBe(1001);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
