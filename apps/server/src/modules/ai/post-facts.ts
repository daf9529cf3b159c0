import type { AiChatMessage } from '@perkdesk/contracts';

/** What the composer reads from `Key: value` lines in any message (contract §14 Clarifications). */
export interface PostFacts {
  postType: string | null;
  theme: string | null;
  holiday: string | null;
  perks: string[];
  store: string | null;
}

const KEYS: Record<string, keyof PostFacts> = {
  'post type': 'postType',
  type: 'postType',
  theme: 'theme',
  'post theme': 'theme',
  holiday: 'holiday',
  perk: 'perks',
  perks: 'perks',
  store: 'store',
};

const clip = (value: string, max = 60) =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;

/** The first post type, theme, holiday and store, and every perk, each clipped to 60 characters. */
export function readFacts(messages: readonly AiChatMessage[]): PostFacts {
  const facts: PostFacts = { postType: null, theme: null, holiday: null, perks: [], store: null };
  for (const line of messages.flatMap((message) => message.content.split('\n'))) {
    const match = /^\s*[-*]?\s*([A-Za-z ]{2,12}?)\s*:\s*(.+?)\s*$/.exec(line);
    const key = match?.[1] && KEYS[match[1].toLowerCase()];
    const value = match?.[2] ? clip(match[2].replace(/\s+/g, ' ')) : '';
    if (!key || !value) continue;
    if (key === 'perks') facts.perks.push(value);
    else facts[key] ??= value;
  }
  return facts;
}
