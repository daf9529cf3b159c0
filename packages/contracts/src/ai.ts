import { z } from 'zod';
import { DATE_MESSAGE, dateSchema, pathIdSchema } from './common';

// The AI provider port (contract §14 AI provider port and Clarifications) and the public holidays the
// post wizard offers (spec 2 §2, Select a Holiday).

export const AI_LIMITS = {
  maxMessages: 20,
  maxMessageChars: 4000,
  maxTokens: 500,
  maxPromptChars: 4000,
  /** Longest text reply, in characters (issue 19). */
  maxReplyChars: 200,
  /** One budget over both AI routes, per merchant (contract §14 Clarifications). */
  callsPerHour: 60,
  /** Spec 2 §9 AI constants. */
  temperature: 0.9,
  imageSize: '1024x1024',
  imageQuality: 'hd',
  imageStyle: 'vivid',
} as const;

export const AI_MESSAGES = {
  messages: `messages must hold 1 to ${AI_LIMITS.maxMessages} messages.`,
  role: 'role must be system, user or assistant.',
  content: `Each message must have 1 to ${AI_LIMITS.maxMessageChars} characters.`,
  temperature: 'temperature must be a number from 0 to 2.',
  maxTokens: `max_tokens must be a whole number from 1 to ${AI_LIMITS.maxTokens}.`,
  prompt: `prompt must have 1 to ${AI_LIMITS.maxPromptChars} characters.`,
  size: 'size must be 1024x1024.',
  quality: 'quality must be hd.',
  style: 'style must be vivid.',
  rateLimited: `The AI budget of ${AI_LIMITS.callsPerHour} calls an hour is spent. Try again later.`,
  provider: 'The AI provider failed. Try again later.',
} as const;

export const AI_ROLES = ['system', 'user', 'assistant'] as const;

export const aiChatMessageSchema = z.object({
  role: z.enum(AI_ROLES, { error: AI_MESSAGES.role }),
  content: z
    .string({ error: AI_MESSAGES.content })
    .trim()
    .min(1, AI_MESSAGES.content)
    .max(AI_LIMITS.maxMessageChars, AI_MESSAGES.content),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

/** `POST /api/ai/chat/completions`. */
export const aiChatRequestSchema = z.object({
  messages: z
    .array(aiChatMessageSchema, { error: AI_MESSAGES.messages })
    .min(1, AI_MESSAGES.messages)
    .max(AI_LIMITS.maxMessages, AI_MESSAGES.messages),
  temperature: z
    .number({ error: AI_MESSAGES.temperature })
    .min(0, AI_MESSAGES.temperature)
    .max(2, AI_MESSAGES.temperature)
    .optional(),
  max_tokens: z
    .number({ error: AI_MESSAGES.maxTokens })
    .int(AI_MESSAGES.maxTokens)
    .min(1, AI_MESSAGES.maxTokens)
    .max(AI_LIMITS.maxTokens, AI_MESSAGES.maxTokens)
    .optional(),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

export const aiChatResponseSchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({ role: z.literal('assistant'), content: z.string().max(AI_LIMITS.maxReplyChars) }),
    }),
  ),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** `POST /api/ai/images/generations`: size, quality and style may be left out; only these values exist. */
export const aiImageRequestSchema = z.object({
  prompt: z
    .string({ error: AI_MESSAGES.prompt })
    .trim()
    .min(1, AI_MESSAGES.prompt)
    .max(AI_LIMITS.maxPromptChars, AI_MESSAGES.prompt),
  size: z.literal(AI_LIMITS.imageSize, { error: AI_MESSAGES.size }).default(AI_LIMITS.imageSize),
  quality: z.literal(AI_LIMITS.imageQuality, { error: AI_MESSAGES.quality }).default(AI_LIMITS.imageQuality),
  style: z.literal(AI_LIMITS.imageStyle, { error: AI_MESSAGES.style }).default(AI_LIMITS.imageStyle),
});
export type AiImageRequest = z.input<typeof aiImageRequestSchema>;

/** The image is in the upload store; `url` is absolute, with the path `/api/files/{name}`. */
export const aiImageResponseSchema = z.object({ data: z.array(z.object({ url: z.string() })) });
export type AiImageResponse = z.infer<typeof aiImageResponseSchema>;

/** The longest holiday range, both ends included. */
export const MAX_HOLIDAY_RANGE_DAYS = 366;

export const HOLIDAY_MESSAGES = {
  date: DATE_MESSAGE,
  order: 'to must not be before from.',
  length: `A range may cover at most ${MAX_HOLIDAY_RANGE_DAYS} days.`,
} as const;

/**
 * `GET /api/social/holidays?storeId=&from=&to=`: `from` defaults to today, `to` to the day before
 * the same date a year later.
 */
export const holidaysQuerySchema = z
  .object({ storeId: pathIdSchema, from: dateSchema.optional(), to: dateSchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: HOLIDAY_MESSAGES.order,
    path: ['to'],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < MAX_HOLIDAY_RANGE_DAYS,
    { message: HOLIDAY_MESSAGES.length, path: ['to'] },
  );
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;

/** public: a day off by law; bank, optional: off for some; observance: marked but worked (Valentine's Day). */
export const HOLIDAY_TYPES = ['public', 'bank', 'optional', 'observance'] as const;

export const holidaySchema = z.object({
  /** YYYY-MM-DD, the holiday's first day in the store's country. */
  date: z.string(),
  /** In the store's language where the holiday data has it, else in English. */
  name: z.string(),
  type: z.enum(HOLIDAY_TYPES),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysSchema = z.array(holidaySchema);
