import { type AiChatMessage, aiChatResponseSchema, aiImageResponseSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/ai/chat/completions (contract §14): the post text, temperature 0.9 (spec 2 §9).
 * Silent: the generator shows spec 2 §8's AI failure toast itself.
 */
export function generateText(messages: AiChatMessage[]) {
  return apiFetch('/api/ai/chat/completions', {
    method: 'POST',
    body: { messages, temperature: 0.9 },
    schema: aiChatResponseSchema,
    silent: true,
  });
}

/** POST /api/ai/images/generations: one 1024×1024 HD vivid picture, saved in the upload store. */
export function generateImage(prompt: string) {
  return apiFetch('/api/ai/images/generations', {
    method: 'POST',
    body: { prompt, size: '1024x1024', quality: 'hd', style: 'vivid' },
    schema: aiImageResponseSchema,
    silent: true,
  });
}
