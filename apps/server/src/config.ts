import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PointsConfig } from '@perkdesk/contracts';
import { hasAtMostTwoDecimals, toCents } from '@perkdesk/domain';
import { z } from 'zod';
import { serverRoot } from './server-root';

const flag = z.enum(['0', '1']).transform((value) => value === '1');
const optionalUrl = z.url().optional();
/** Dollars with at most two decimals, read into cents. */
const dollars = (fallback: number) =>
  z.coerce
    .number()
    .min(0)
    .max(1_000_000)
    .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals')
    .default(fallback)
    .transform(toCents);

/** Every environment variable the server reads, with its default (contract §16). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  // Unset: on everywhere but production, where a public demo login would be a hole.
  DEMO_DATA: flag.optional(),
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).default(90),
  APP_ORIGIN: optionalUrl,
  PUBLIC_ORIGIN: optionalUrl,
  CORS_ORIGINS: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET_FILE: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  STOREFRONT_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Perkdesk <no-reply@perkdesk.local>'),
  SUPPORT_EMAIL: z.email().default('support@perkdesk.local'),
  SERVICE_FEE_AMOUNT: dollars(0.5),
  SERVICE_FEE_THRESHOLD: dollars(5),
  // Global points settings (contract §10 GET /api/user-points/config); defaults are the contract's.
  POINT_PER_DOLLAR: z.coerce.number().int().min(0).default(10),
  POINTS_PER_DOLLAR_VALUE: z.coerce.number().int().min(1).default(1000),
  POINTS_REDEEM_BLOCK: z.coerce.number().int().min(1).default(10_000),
  CUSTOMER_PERCENT_ON_ORDER: z.coerce.number().min(0).max(100).default(100),
  REFERRER_REGISTRATION_REWARD: z.coerce.number().int().min(0).default(5000),
  NEW_CUSTOMER_REGISTRATION_REWARD: z.coerce.number().int().min(0).default(5000),
  MINIMUM_ORDERS_RECEIVE_REGISTRATION_REWARD: z.coerce.number().int().min(1).default(1),
  TRANSACTION_REFERRAL_REWARD_PERCENTAGE: z
    .string()
    .default('10,1,0.1')
    .transform((list) => list.split(',').map((part) => Number(part.trim())))
    .refine(
      (list) => list.every((percent) => Number.isFinite(percent) && percent >= 0 && percent <= 100),
      'must be a comma list of percentages such as 10,1,0.1',
    ),
  HIGHEST_REFERRAL_LEVEL: z.coerce.number().int().min(0).max(10).default(3),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(65536).default(64),
  MAILBOX_PUBLIC: flag.default(false),
  TRUST_PROXY: flag.default(false),
  GEOCODER_URL: optionalUrl,
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => value === '' || /^https?:\/\/[^/\s]+\/\S*$/.test(value),
      'must be an http(s) tile URL template such as https://tile.example.org/{z}/{x}/{y}.png',
    ),
  MAP_ATTRIBUTION: z.string().trim().default(''),
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_CLIENT_ID: z.string().trim().optional(),
  STRIPE_API_HOST: z.string().trim().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  STRIPE_AI_POSTS_PRICE_ID: z.string().trim().optional(),
  // The sandbox's AI-post plan (Stripe reads the plan from STRIPE_AI_POSTS_PRICE_ID's price).
  SANDBOX_PLAN_NAME: z.string().trim().min(1).default('AI Post Generator'),
  SANDBOX_PLAN_AMOUNT: dollars(19.99),
  SANDBOX_PLAN_CURRENCY: z.string().trim().toLowerCase().length(3).default('cad'),
  SOCIAL_API_KEY: z.string().trim().optional(),
  SOCIAL_API_BASE_URL: z.url().default('https://api.ayrshare.com/api'),
  AI_API_KEY: z.string().trim().optional(),
  AI_BASE_URL: optionalUrl,
  AI_TEXT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().trim().min(1).default('dall-e-3'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  webDistDir: string;
  /** The customer storefront's build, served under /s/ (docs/adr/0012-storefront-app.md). */
  storefrontDistDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  /** Days of past demo orders played in the background after the first start (0: none). */
  demoHistoryDays: number;
  appOrigin: string;
  publicOrigin: string;
  corsOrigins: string[] | undefined;
  jwtSecret: string;
  logLevel: Env['LOG_LEVEL'];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** The service fee (contract §7, §16), in cents: `amountCents` when 0 < N < `thresholdCents`. */
  serviceFee: { amountCents: number; thresholdCents: number };
  /** Global points settings (contract §10), each overridable from the environment. */
  points: PointsConfig;
  mailboxPublic: boolean;
  trustProxy: boolean;
  /** Bytes of serialized catalogue and store-detail bodies kept in memory (lib/response-cache); 0 keeps none. */
  responseCacheBytes: number;
  /** Base URL of a Nominatim-compatible geocoder; unset means address search is not configured. */
  geocoderUrl: string | undefined;
  /** Map tile URL template for the web app's map, or null when none is configured. */
  mapTileUrl: string | null;
  mapAttribution: string | null;
  /** Uploads go to this S3-compatible bucket when S3_BUCKET is set; otherwise to uploadDir. */
  s3: S3Config | null;
  /** Card payments go through Stripe when STRIPE_SECRET_KEY is set; otherwise the offline sandbox. */
  stripe: StripeConfig | null;
  subscriptions: SubscriptionConfig;
  /** The Ayrshare-compatible social provider when SOCIAL_API_KEY is set; otherwise the offline one. */
  social: { apiKey: string; baseUrl: string } | null;
  /** The OpenAI-compatible AI provider when AI_API_KEY is set; otherwise the offline composer. */
  ai: AiConfig | null;
}

export interface AiConfig {
  apiKey: string;
  /** Any OpenAI-compatible server; unset means OpenAI's. */
  baseUrl: string | undefined;
  textModel: string;
  imageModel: string;
}

/** The AI-post subscription (contract §11): Stripe's price, and the plan the sandbox sells instead. */
export interface SubscriptionConfig {
  /** The price a Stripe checkout session subscribes to; unset answers SUBSCRIPTIONS_NOT_CONFIGURED. */
  aiPostsPriceId: string | null;
  sandboxPlan: { name: string; amountCents: number; currency: string };
}

export interface StripeConfig {
  secretKey: string;
  /** Handed to Stripe.js through GET /api/payments/config. */
  publishableKey: string | null;
  /** Verifies POST /api/payments/webhook; unset means the webhook refuses every event. */
  webhookSecret: string | null;
  /** Connect OAuth; unset means connecting by OAuth code answers PAYMENT_OAUTH_NOT_CONFIGURED. */
  clientId: string | null;
  /** Another API server than Stripe's (a local fake in tests, stripe-mock): host, port, protocol. */
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'http' | 'https' | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** S3_ENDPOINT, for S3-compatible services (MinIO and the like); unset means AWS. */
  endpoint: string | undefined;
  /** Unset means the SDK's default credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Parses the environment once. A bad configuration fails with every bad key listed, so an
 * operator fixes them in one go. This module is the only reader of `process.env`.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the default AWS chain',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  const appOrigin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(serverRoot, '../web/dist')),
    storefrontDistDir: resolve(env.STOREFRONT_DIST_DIR ?? join(serverRoot, '../storefront/dist')),
    databaseUrl: env.DATABASE_URL,
    demoData: env.DEMO_DATA ?? env.NODE_ENV !== 'production',
    demoHistoryDays: env.DEMO_HISTORY_DAYS,
    appOrigin,
    publicOrigin: env.PUBLIC_ORIGIN ?? appOrigin,
    corsOrigins: env.CORS_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    jwtSecret: jwtSecretOf(env, dataDir),
    logLevel: env.LOG_LEVEL,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    serviceFee: { amountCents: env.SERVICE_FEE_AMOUNT, thresholdCents: env.SERVICE_FEE_THRESHOLD },
    points: {
      pointPerDollar: env.POINT_PER_DOLLAR,
      pointsPerDollarValue: env.POINTS_PER_DOLLAR_VALUE,
      redeemBlock: env.POINTS_REDEEM_BLOCK,
      customerPercentOnOrder: env.CUSTOMER_PERCENT_ON_ORDER,
      referrerRegistrationReward: env.REFERRER_REGISTRATION_REWARD,
      newCustomerRegistrationReward: env.NEW_CUSTOMER_REGISTRATION_REWARD,
      minimumOrdersReceiveRegistrationReward: env.MINIMUM_ORDERS_RECEIVE_REGISTRATION_REWARD,
      transactionReferralRewardPercentage: env.TRANSACTION_REFERRAL_REWARD_PERCENTAGE,
      highestReferralLevel: env.HIGHEST_REFERRAL_LEVEL,
    },
    mailboxPublic: env.MAILBOX_PUBLIC,
    trustProxy: env.TRUST_PROXY,
    responseCacheBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
    geocoderUrl: env.GEOCODER_URL,
    mapTileUrl: env.MAP_TILE_URL || null,
    mapAttribution: env.MAP_ATTRIBUTION || null,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : null,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
          clientId: env.STRIPE_CLIENT_ID || null,
          apiHost: env.STRIPE_API_HOST || undefined,
          apiPort: env.STRIPE_API_PORT,
          apiProtocol: env.STRIPE_API_PROTOCOL,
        }
      : null,
    subscriptions: {
      aiPostsPriceId: env.STRIPE_AI_POSTS_PRICE_ID || null,
      sandboxPlan: {
        name: env.SANDBOX_PLAN_NAME,
        amountCents: env.SANDBOX_PLAN_AMOUNT,
        currency: env.SANDBOX_PLAN_CURRENCY,
      },
    },
    social: env.SOCIAL_API_KEY ? { apiKey: env.SOCIAL_API_KEY, baseUrl: env.SOCIAL_API_BASE_URL } : null,
    ai: env.AI_API_KEY
      ? {
          apiKey: env.AI_API_KEY,
          baseUrl: env.AI_BASE_URL,
          textModel: env.AI_TEXT_MODEL,
          imageModel: env.AI_IMAGE_MODEL,
        }
      : null,
  };
}

/** `npm start` needs no configuration: the JWT key is generated on first start and kept in DATA_DIR. */
/**
 * JWT_SECRET, else the file JWT_SECRET_FILE names; outside production, else a secret kept in the
 * data directory. Production refuses to start without one: instances must share their secret.
 */
function jwtSecretOf(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.JWT_SECRET_FILE) {
    const secret = readFileSync(env.JWT_SECRET_FILE, 'utf8').trim();
    if (secret.length < 32)
      throw new ConfigError('Invalid configuration:\n  JWT_SECRET_FILE: must hold at least 32 characters');
    return secret;
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (or JWT_SECRET_FILE), the same on every instance',
    );
  }
  return readOrCreateSecret(dataDir);
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
