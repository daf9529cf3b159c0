import { AI_LIMITS, AI_MESSAGES } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import type { AiConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { AiPort } from './ai-port';

/** A picture larger than this, fetched from the provider's URL, is refused. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * The AI port on the official `openai` SDK, at AI_BASE_URL (any OpenAI-compatible server). Every
 * failure of the provider answers 502 PROVIDER_ERROR; what it said is logged, not answered.
 */
export function createOpenAiPort(config: AiConfig, log: FastifyBaseLogger): AiPort {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    maxRetries: 1,
    timeout: 60_000,
  });
  const provider = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn({ err: error }, 'the AI provider failed');
      throw new AppError('PROVIDER_ERROR', AI_MESSAGES.provider);
    }
  };
  const noAnswer = () => {
    throw new Error('the provider answered without a result');
  };

  return {
    provider: 'openai',
    complete: (request) =>
      provider(async () => {
        const completion = await client.chat.completions.create({
          model: config.textModel,
          messages: request.messages,
          temperature: request.temperature,
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        });
        return completion.choices[0]?.message?.content ?? noAnswer();
      }),
    image: (prompt) =>
      provider(async () => {
        const answer = await client.images.generate(
          {
            model: config.imageModel,
            prompt,
            n: 1,
            size: AI_LIMITS.imageSize,
            quality: AI_LIMITS.imageQuality,
            style: AI_LIMITS.imageStyle,
          },
          { timeout: 120_000 },
        );
        const image = answer.data?.[0];
        if (image?.b64_json) return Buffer.from(image.b64_json, 'base64');
        if (image?.url) return download(image.url);
        return noAnswer();
      }),
  };
}

/** Providers that answer with a URL keep the picture only for a while: it is fetched at once. */
async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`the image URL answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES)
    throw new Error('the image is too large');
  const data = Buffer.from(await response.arrayBuffer());
  if (data.length > MAX_IMAGE_BYTES) throw new Error('the image is too large');
  return data;
}
