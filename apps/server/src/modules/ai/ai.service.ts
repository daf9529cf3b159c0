import type { AiChatRequest } from '@perkdesk/contracts';
import type { AiContext } from './ai-context';
import { completeChat } from './complete-chat';
import { generateImage } from './generate-image';

/** The AI provider port's routes (contract §14): text and images on one hourly budget per merchant. */
export function createAiService(deps: AiContext) {
  const ctx: AiContext = deps;
  return {
    completeChat: (merchantId: string, request: AiChatRequest) => completeChat(ctx, merchantId, request),
    generateImage: (merchantId: string, prompt: string) => generateImage(ctx, merchantId, prompt),
  };
}
export type AiService = ReturnType<typeof createAiService>;
