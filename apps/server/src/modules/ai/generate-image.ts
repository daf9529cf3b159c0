import { randomBytes } from 'node:crypto';
import { AI_MESSAGES, type AiImageResponse } from '@perkdesk/contracts';
import sharp from 'sharp';
import { storedName } from '../../integrations/storage/stored-name';
import { AppError } from '../../lib/app-error';
import type { AiContext } from './ai-context';
import { spendBudget } from './spend-budget';

const SIDE = 1024;

/** Spec 2 §9: the server, not the client, makes sure the picture carries no text. */
export const imagePrompt = (prompt: string) => `${prompt.trim()}\n\nno text in the image`;

/**
 * `POST /api/ai/images/generations`: one call of the budget; the provider's picture is re-encoded
 * as a 1024×1024 PNG (whatever it sent must be an image) into the upload store, under the merchant.
 */
export async function generateImage(
  ctx: AiContext,
  merchantId: string,
  prompt: string,
): Promise<AiImageResponse> {
  await spendBudget(ctx, merchantId);
  const picture = await ctx.port.image(imagePrompt(prompt));
  const png = await sharp(picture, { limitInputPixels: 64 * 1024 * 1024 })
    .resize(SIDE, SIDE, { fit: 'cover' })
    .png()
    .toBuffer()
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'the AI provider sent something that is not an image');
      throw new AppError('PROVIDER_ERROR', AI_MESSAGES.provider);
    });
  const name = storedName(merchantId, `ai-${randomBytes(16).toString('hex')}.png`);
  await ctx.storage.put(name, png);
  return { data: [{ url: ctx.storage.publicUrl(name) }] };
}
