import { describe, expect, it } from 'vitest';
import { type Answer, type AnswerFeed, createAnswerCache } from './answer-cache';

/** A feed the test drives: whether it is heard, and the changes and losses it reports. */
function testFeed() {
  let listener: Parameters<AnswerFeed['subscribe']>[0] | null = null;
  const feed = {
    heard: true,
    listens: 0,
    listening: () => feed.heard,
    listen: () => {
      feed.listens++;
    },
    subscribe: (l: NonNullable<typeof listener>) => {
      listener = l;
    },
    changed: (merchantId: string) => listener?.changed(merchantId),
    lost: () => listener?.lost(),
  };
  return feed;
}

const answerOf = (text: string): Answer => ({ body: Buffer.from(text), encoded: {} });
/** The text of an answer. */
const text = async (answer: Promise<Answer>) => (await answer).body.toString();

/** A build that counts its calls and answers `body()`. */
const counting = (body: () => string) => {
  const build = Object.assign(
    async () => {
      build.calls++;
      return answerOf(body());
    },
    { calls: 0 },
  );
  return build;
};

describe('answer cache', () => {
  it("keeps a merchant's answer until a change of that merchant, and only for that merchant", async () => {
    const feed = testFeed();
    const cache = createAnswerCache(feed);
    let state = 'v1';
    const build = counting(() => state);
    expect(await text(cache.answer('m1', 'active:', build))).toBe('v1');
    state = 'v2';
    expect(await text(cache.answer('m1', 'active:', build))).toBe('v1');
    expect(await text(cache.answer('m2', 'active:', build))).toBe('v2');
    feed.changed('m2');
    expect(await text(cache.answer('m1', 'active:', build))).toBe('v1');
    feed.changed('m1');
    expect(await text(cache.answer('m1', 'active:', build))).toBe('v2');
    expect(build.calls).toBe(3);
  });

  it('forgets everything when the feed is lost, and keeps nothing while it is not heard', async () => {
    const feed = testFeed();
    const cache = createAnswerCache(feed);
    let state = 'v1';
    const build = counting(() => state);
    await cache.answer('m1', 'stores', build);
    state = 'v2';
    feed.lost();
    expect(await text(cache.answer('m1', 'stores', build))).toBe('v2');
    feed.heard = false;
    state = 'v3';
    expect(await text(cache.answer('m1', 'stores', build))).toBe('v3');
    expect(feed.listens).toBe(1);
    state = 'v4';
    expect(await text(cache.answer('m1', 'stores', build))).toBe('v4');
  });

  it('does not keep an answer read while a change of its merchant came in', async () => {
    const feed = testFeed();
    const cache = createAnswerCache(feed);
    let state = 'old';
    const build = counting(() => state);
    let release = () => {};
    const slow = cache.answer('m1', 'active:', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answerOf('old');
    });
    state = 'new';
    feed.changed('m1');
    release();
    expect(await text(slow)).toBe('old');
    expect(await text(cache.answer('m1', 'active:', build))).toBe('new');
  });

  it('holds at most maxMerchants merchants, the least recently read leaving first', async () => {
    const cache = createAnswerCache(testFeed(), { maxMerchants: 2 });
    const build = counting(() => 'x');
    await cache.answer('m1', 'k', build);
    await cache.answer('m2', 'k', build);
    await cache.answer('m1', 'k', build);
    await cache.answer('m3', 'k', build);
    expect(cache.size()).toBe(2);
    await cache.answer('m1', 'k', build);
    expect(build.calls).toBe(3);
    await cache.answer('m2', 'k', build);
    expect(build.calls).toBe(4);
  });
});
