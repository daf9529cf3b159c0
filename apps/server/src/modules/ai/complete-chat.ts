import { AI_LIMITS, type AiChatRequest, type AiChatResponse } from '@perkdesk/contracts';
import type { AiContext } from './ai-context';
import { replyText } from './reply-text';
import { spendBudget } from './spend-budget';

/** `POST /api/ai/chat/completions`: one call of the budget, temperature 0.9 unless asked otherwise. */
export async function completeChat(
  ctx: AiContext,
  merchantId: string,
  request: AiChatRequest,
): Promise<AiChatResponse> {
  await spendBudget(ctx, merchantId);
  const text = await ctx.port.complete({
    messages: request.messages,
    temperature: request.temperature ?? AI_LIMITS.temperature,
    maxTokens: request.max_tokens,
  });
  return { choices: [{ message: { role: 'assistant', content: replyText(text) } }] };
}
