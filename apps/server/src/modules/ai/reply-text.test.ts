import { describe, expect, it } from 'vitest';
import { readFacts } from './post-facts';
import { replyText } from './reply-text';

describe('replyText', () => {
  it('keeps a reply of up to 200 characters, blanks collapsed', () => {
    expect(replyText('  Fresh\n\nbread   today ')).toBe('Fresh bread today');
    expect(replyText('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('cuts a longer one at a word with an ellipsis, never splitting an emoji', () => {
    const cut = replyText(`${'word '.repeat(60)}end`);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
    const emoji = replyText('🎄'.repeat(150));
    expect(emoji.length).toBeLessThanOrEqual(200);
    expect(emoji).toBe(`${'🎄'.repeat(99)}…`);
  });
});

describe('readFacts', () => {
  it('reads Key: value lines from every message, every perk, the first of the rest', () => {
    const facts = readFacts([
      { role: 'system', content: 'Store: Queen West\nTheme: cozy' },
      {
        role: 'user',
        content: '- Perk: Free cookie\nPerk: 10% off\nStore: Other\nHoliday: Canada Day\nNote: ignored',
      },
    ]);
    expect(facts).toEqual({
      postType: null,
      theme: 'cozy',
      holiday: 'Canada Day',
      perks: ['Free cookie', '10% off'],
      store: 'Queen West',
    });
  });
});
