import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AiPort } from './ai-port';
import { createOfflineAi } from './offline-ai';
import { createOpenAiPort } from './openai-ai';

/** The AI provider for this configuration: OpenAI-compatible when AI_API_KEY is set, else offline. */
export function createAi(config: Config, log: FastifyBaseLogger): AiPort {
  return config.ai ? createOpenAiPort(config.ai, log) : createOfflineAi();
}
