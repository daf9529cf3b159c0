import type { AiPort } from './ai-port';
import { offlineImage } from './offline-image';
import { composeOfflineText } from './offline-text';

/** The offline composer (contract §14): no AI_API_KEY, no network; the same answer for the same input. */
export function createOfflineAi(): AiPort {
  return {
    provider: 'offline',
    complete: async (request) => composeOfflineText(request.messages),
    image: offlineImage,
  };
}
