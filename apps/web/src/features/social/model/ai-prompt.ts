import type { AiChatMessage } from '@perkdesk/contracts';

// The messages of the AI post generator: one line per fact (`Post type: …`, `Theme: …`, `Store: …`, `Perk: …`,
// `Holiday: …`), which the server's offline composer reads back (contract §14).

export const AI_TEXT_LIMIT = 200;

export interface PromptFacts {
  type: string;
  theme: string;
  store?: string | null;
  perks?: readonly string[];
  holiday?: string | null;
  /** e.g. "3 days before" — when the post goes out relative to the holiday. */
  timing?: string | null;
  /** What a store promotion puts forward. */
  highlight?: string | null;
}

export function postMessages(facts: PromptFacts): AiChatMessage[] {
  const lines = [
    `Post type: ${facts.type}`,
    `Theme: ${facts.theme}`,
    facts.store ? `Store: ${facts.store}` : null,
    ...(facts.perks ?? []).map((perk) => `Perk: ${perk}`),
    facts.holiday ? `Holiday: ${facts.holiday}` : null,
    facts.timing ? `Timing: ${facts.timing}` : null,
    facts.highlight ? `Highlight: ${facts.highlight}` : null,
  ].filter((line): line is string => line !== null);
  return [
    {
      role: 'system',
      content: `You write one social media post for a local business, at most ${AI_TEXT_LIMIT} characters, in the language of the facts given.`,
    },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** The image prompt: the server adds "no text in the image" itself. */
export function imagePrompt(facts: PromptFacts): string {
  const subject = [facts.holiday, ...(facts.perks ?? []), facts.store].filter(Boolean).join(', ');
  return `A ${facts.theme.toLowerCase()} social media picture for ${subject || 'a local store'}.`;
}

/** A reply cut to the post limit. */
export function fitText(text: string): string {
  const flat = text.trim();
  return flat.length > AI_TEXT_LIMIT ? flat.slice(0, AI_TEXT_LIMIT) : flat;
}
