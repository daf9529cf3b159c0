export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Splits an e-mail's plain text so its http(s) links can be rendered clickable (nothing else is). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence-ending dot or comma is punctuation, not part of the link.
    const value = match[0].replace(/[.,;:!?]+$/, '');
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push({ kind: 'link', value });
    last = match.index + value.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
