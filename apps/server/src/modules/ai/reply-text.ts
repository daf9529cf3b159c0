import { AI_LIMITS } from '@perkdesk/contracts';

/**
 * The reply as answered: blanks collapsed, at most 200 characters (issue 19). A longer reply is cut
 * at the last word that fits and ends with an ellipsis; a surrogate pair is never split.
 */
export function replyText(text: string, max: number = AI_LIMITS.maxReplyChars): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cutting at a word boundary is worth losing up to a quarter of the room, not more.
  if (lastSpace > max * 0.75) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}…`;
}
