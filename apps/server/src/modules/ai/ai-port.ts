import type { AiChatMessage } from '@perkdesk/contracts';

/** What a text completion is asked with; the temperature is already defaulted (spec 2 §9). */
export interface AiTextRequest {
  messages: AiChatMessage[];
  temperature: number;
  maxTokens: number | undefined;
}

/**
 * The AI provider (contract §14 AI provider port): an OpenAI-compatible server through the official
 * SDK, or the offline composer. A failure of the provider is an AppError PROVIDER_ERROR.
 */
export interface AiPort {
  readonly provider: 'openai' | 'offline';
  /** The reply's text, not yet cut to the contract's length. */
  complete(request: AiTextRequest): Promise<string>;
  /** An image's bytes in any format sharp reads; the prompt already asks for no text. */
  image(prompt: string): Promise<Buffer>;
}
