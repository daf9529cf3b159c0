import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('Hello')).toEqual([{ kind: 'text', value: 'Hello' }]);
  });

  it('splits http(s) links out of the text, leaving trailing punctuation', () => {
    expect(linkify('Open http://localhost:8080/user/active_account?token=abc. Thanks')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', value: 'http://localhost:8080/user/active_account?token=abc' },
      { kind: 'text', value: '. Thanks' },
    ]);
  });

  it('does not turn other schemes into links', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', value: 'javascript:alert(1)' }]);
  });
});
