import {
  aiChatRequestSchema,
  aiChatResponseSchema,
  aiImageRequestSchema,
  aiImageResponseSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { AiService } from './ai.service';

/** `POST /api/ai/chat/completions` and `POST /api/ai/images/generations` (contract §14). */
export function aiRoutes(app: AppInstance, deps: { ai: AiService }) {
  const config = { access: 'merchant' } as const;

  app.post(
    '/api/ai/chat/completions',
    {
      config,
      schema: {
        operationId: 'completeChat',
        summary: 'Write text with the AI assistant',
        errors: [429, 502],
        body: aiChatRequestSchema,
        response: { 200: aiChatResponseSchema },
      },
    },
    (request) => deps.ai.completeChat(merchantOf(request).merchantId, request.body),
  );

  app.post(
    '/api/ai/images/generations',
    {
      config,
      schema: {
        operationId: 'generateImage',
        summary: 'Create an image with the AI assistant',
        errors: [429, 502],
        body: aiImageRequestSchema,
        response: { 200: aiImageResponseSchema },
      },
    },
    (request) => deps.ai.generateImage(merchantOf(request).merchantId, request.body.prompt),
  );
}
