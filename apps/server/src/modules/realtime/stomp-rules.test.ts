import { describe, expect, it } from 'vitest';
import { StompRefusal } from './stomp-frame';
import { readConnect } from './stomp-negotiation';
import { subscribe, unsubscribe } from './stomp-subscriptions';

// What CONNECT, SUBSCRIBE and UNSUBSCRIBE frames are allowed to ask (contract §15).

const offer = { send: 30_000, receive: 30_000 };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof StompRefusal) return { message: error.message, closeCode: error.closeCode };
  }
  return null;
};

describe('CONNECT', () => {
  it('takes the bearer token from Authorization before the query parameter, either case', () => {
    expect(readConnect({ Authorization: 'Bearer abc', 'accept-version': '1.2' }, offer, 'query').token).toBe(
      'abc',
    );
    expect(readConnect({ authorization: 'bearer  xyz ' }, offer, null).token).toBe('xyz');
    expect(readConnect({ 'accept-version': '1.2' }, offer, 'query').token).toBe('query');
    expect(readConnect({ Authorization: 'Basic abc' }, offer, null).token).toBeNull();
  });

  it('negotiates heart-beats from 1.1 on; a 1.0 session has none', () => {
    const headers = { 'accept-version': '1.1', 'heart-beat': '10000,10000' };
    expect(readConnect(headers, offer, null).heartbeat).toEqual({ outgoing: 30_000, incoming: 30_000 });
    expect(readConnect({ 'heart-beat': '10000,10000' }, offer, null)).toMatchObject({
      version: '1.0',
      heartbeat: { outgoing: 0, incoming: 0 },
    });
  });

  it('refuses a version it cannot speak and a malformed heart-beat', () => {
    expect(refusal(() => readConnect({ 'accept-version': '2.0' }, offer, null))).toEqual({
      message: 'Unsupported version',
      closeCode: 1002,
    });
    expect(
      refusal(() => readConnect({ 'accept-version': '1.2', 'heart-beat': 'often' }, offer, null)),
    ).toEqual({
      message: 'Protocol error',
      closeCode: 1002,
    });
  });
});

describe('SUBSCRIBE and UNSUBSCRIBE', () => {
  const order = '/user/queue/notify-order';

  it('accepts the two destinations only', () => {
    expect(subscribe(null, { id: 'a', destination: order }, '1.2')).toEqual([
      { id: 'a', destination: order },
    ]);
    expect(refusal(() => subscribe(null, { id: 'a', destination: '/topic/orders' }, '1.2'))).toEqual({
      message: 'Unknown destination',
      closeCode: 1008,
    });
    expect(refusal(() => subscribe(null, { id: 'a' }, '1.2'))?.message).toBe('Unknown destination');
  });

  it('needs an id from 1.1 on; in 1.0 the destination stands for it', () => {
    expect(refusal(() => subscribe(null, { destination: order }, '1.1'))?.message).toBe('Protocol error');
    const list = subscribe(null, { destination: order }, '1.0');
    expect(list).toEqual([{ id: order, destination: order }]);
    expect(unsubscribe(list, { destination: order }, '1.0')).toEqual({ subscriptions: [], unknownId: null });
  });

  it('replaces a subscription with the same id, and refuses more than 16', () => {
    let list = subscribe(null, { id: 'a', destination: order }, '1.2');
    list = subscribe(list, { id: 'a', destination: '/topic/errors' }, '1.2');
    expect(list).toEqual([{ id: 'a', destination: '/topic/errors' }]);
    for (let i = 1; i < 16; i++) list = subscribe(list, { id: `s${i}`, destination: order }, '1.2');
    expect(refusal(() => subscribe(list, { id: 'one-more', destination: order }, '1.2'))?.message).toBe(
      'Too many subscriptions',
    );
  });

  it('tells which id was unknown to UNSUBSCRIBE', () => {
    const list = subscribe(null, { id: 'a', destination: order }, '1.2');
    expect(unsubscribe(list, { id: 'b' }, '1.2')).toEqual({ subscriptions: list, unknownId: 'b' });
    expect(unsubscribe(list, { id: 'a' }, '1.2')).toEqual({ subscriptions: [], unknownId: null });
  });
});
