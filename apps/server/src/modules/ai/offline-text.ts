import { createHash } from 'node:crypto';
import type { AiChatMessage } from '@perkdesk/contracts';
import { readFacts } from './post-facts';
import { replyText } from './reply-text';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joined = (names: string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, 2).join(', ')} and more`;

function closing(postType: string | null): string {
  const type = postType?.toLowerCase() ?? '';
  if (type.includes('holiday')) return 'Come celebrate with us!';
  if (/perk|promo|deal|offer/.test(type)) return 'Order now while it lasts!';
  if (/store|general/.test(type)) return 'See you soon!';
  return 'Order today!';
}

/**
 * The offline composer's post: a template filled with the store, holiday, perks and theme found in
 * the messages, the same for the same messages, at most 200 characters.
 */
export function composeOfflineText(messages: readonly AiChatMessage[]): string {
  const facts = readFacts(messages);
  const variant = createHash('sha256').update(JSON.stringify(facts)).digest().readUInt8(0) % 3;
  const store = facts.store ?? 'our store';
  const { holiday, theme } = facts;
  const openings = holiday
    ? [
        `Happy ${holiday} from ${store}!`,
        `${holiday} is here and ${store} is ready!`,
        `Celebrate ${holiday} with ${store}!`,
      ]
    : theme
      ? [
          `${capital(theme)} vibes at ${store}!`,
          `Bring on the ${theme} mood at ${store}!`,
          `${capital(theme)} is in the air at ${store}!`,
        ]
      : [
          `Good things are waiting at ${store}!`,
          `${capital(store)} has something for you!`,
          `Come see what's new at ${store}!`,
        ];
  const perks = facts.perks.length
    ? [
        `Enjoy ${joined(facts.perks)}.`,
        `Don't miss ${joined(facts.perks)}.`,
        `Treat yourself to ${joined(facts.perks)}.`,
      ]
    : [];
  const sentences = [
    openings[variant],
    perks[variant],
    holiday && theme ? `${capital(theme)} all day long.` : undefined,
  ];
  const text = [...sentences, closing(facts.postType)].filter(Boolean).join(' ');
  // Too long with every sentence: the optional ones go before anything is cut.
  return replyText(text.length <= 200 ? text : sentences.filter(Boolean).slice(0, 2).join(' '));
}
