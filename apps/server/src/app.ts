import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance';
import type { Config } from './config';
import type { Database } from './db/client';
import { createGeocoder } from './integrations/geocoder/create-geocoder';
import type { GeocoderPort } from './integrations/geocoder/geocoder-port';
import { createMail } from './integrations/mail/create-mail';
import type { MailPort } from './integrations/mail/mail-port';
import { createStorage } from './integrations/storage/create-storage';
import type { StoragePort } from './integrations/storage/storage-port';
import { createAccessTokens } from './lib/access-tokens';
import { createAnswerCache } from './lib/answer-cache';
import { type Clock, systemClock } from './lib/clock';
import { createIdempotency } from './lib/idempotency';
import { MULTIPART_LIMITS } from './lib/input-limits';
import { createInstanceLiveness } from './lib/instance-liveness';
import { requestLogSerializer } from './lib/log-redaction';
import { createMailThrottle } from './lib/mail-throttle';
import type { PaymentAccountCheck } from './lib/payment-account-check';
import { createResponseCache } from './lib/response-cache';
import { registerSecurityHeaders } from './lib/security-headers';
import { accountsModule } from './modules/accounts/accounts.module';
import { aiRoutes } from './modules/ai/ai.routes';
import { createAiService } from './modules/ai/ai.service';
import type { AiPort } from './modules/ai/ai-port';
import { createAi } from './modules/ai/create-ai';
import { promotionHistory } from './modules/cart/cart.public';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueFacts } from './modules/catalogue/catalogue-facts';
import { addonGroupsRoutes, productGroupsRoutes } from './modules/catalogue/groups.routes';
import { createGroupService } from './modules/catalogue/groups.service';
import { itemsRoutes } from './modules/catalogue/items.routes';
import { createItemService } from './modules/catalogue/items.service';
import { catalogueTermsRoutes } from './modules/catalogue-terms/catalogue-terms.routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { createDashboardService } from './modules/dashboards/dashboards.service';
import { createDeliveryQuoteService } from './modules/delivery-rules/delivery-quote.service';
import { deliveryRulesRoutes } from './modules/delivery-rules/delivery-rules.routes';
import { createDeliveryRuleService } from './modules/delivery-rules/delivery-rules.service';
import { demoHistoryRoutes } from './modules/demo-history/demo-history.routes';
import { createDemoHistoryService } from './modules/demo-history/demo-history.service';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventService } from './modules/events/events.service';
import { geoRoutes, tileImageSource } from './modules/geo/geo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { holidaysRoutes } from './modules/holidays/holidays.routes';
import { createHolidayService } from './modules/holidays/holidays.service';
import { inquiryRoutes } from './modules/inquiry/inquiry.routes';
import { createInquiryService } from './modules/inquiry/inquiry.service';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { merchantOrdersRoutes } from './modules/merchant-orders/merchant-orders.routes';
import { createMerchantOrderService } from './modules/merchant-orders/merchant-orders.service';
import { merchantProfileRoutes } from './modules/merchants/merchant-profile.routes';
import { createMerchantProfileService } from './modules/merchants/merchant-profile.service';
import { merchantsRoutes } from './modules/merchants/merchants.routes';
import {
  createSetupStateService,
  merchantProfileFacts,
  type SetupContributor,
} from './modules/merchants/setup-state.service';
import { orderActionsRoutes } from './modules/orders/order-actions.routes';
import type { OrderActionCredits } from './modules/orders/order-actions.service';
import { droppingAnswers, type OrderEvents } from './modules/orders/order-events';
import { merchantHasPaidOrders, storeHasPaidOrders } from './modules/orders/orders.public';
import { ordersRoutes } from './modules/orders/orders.routes';
import type { GlobalPointsBalance } from './modules/orders/orders.service';
import { createPayments } from './modules/payments/create-payments';
import type { PaymentPort } from './modules/payments/payment-port';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentAccountService, type OrdersInProgressCheck } from './modules/payments/payments.service';
import { paymentsWebhookRoutes } from './modules/payments/payments-webhook.routes';
import { subscriptionsRoutes } from './modules/payments/subscriptions.routes';
import { createSubscriptionService } from './modules/payments/subscriptions.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { createPromotionService } from './modules/promotions/promotions.service';
import { createRealtime, type RealtimeOptions } from './modules/realtime/realtime';
import { createSocial } from './modules/social/create-social';
import { createPublishQueue } from './modules/social/publish-queue';
import { socialRoutes } from './modules/social/social.routes';
import { createSocialService } from './modules/social/social.service';
import { storeDetailRoutes } from './modules/store-detail/store-detail.routes';
import { createStoreDetailService } from './modules/store-detail/store-detail.service';
import { storeFacts } from './modules/stores/store-facts';
import { storesRoutes } from './modules/stores/stores.routes';
import { createStoreService } from './modules/stores/stores.service';
import { taxesRoutes } from './modules/taxes/taxes.routes';
import { createTaxService } from './modules/taxes/taxes.service';
import { testingSupportRoutes } from './modules/testing-support/testing-support.routes';
import { registerUploadCleanup } from './modules/uploads/multipart-images';
import { createUploadService } from './modules/uploads/upload.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createOrderingServices } from './ordering-services';
import {
  createOptionalAuth,
  createSessionEvents,
  createSessionRevoker,
  registerAuth,
  type SessionEvents,
} from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerFormBody } from './plugins/form-body';
import { registerInputGuard } from './plugins/input-guard';
import { registerNotFound } from './plugins/not-found';
import { registerOpenApi } from './plugins/openapi';
import { SERVER_TIMEOUTS, type ServerTimeouts, serverLimitOptions } from './plugins/server-limits';
import { registerStorefront } from './plugins/storefront-app';
import { registerWebApp } from './plugins/web-app';

/** Everything the app needs from outside: built once in main.ts, or by a test. Optional parts have defaults. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Default: SMTP when config.smtpUrl is set, otherwise the local outbox. */
  mail?: MailPort;
  /** Default: the S3-compatible bucket when config.s3 is set, otherwise files under config.uploadDir. */
  storage?: StoragePort;
  clock?: Clock;
  /** Revoked session families are announced here (real-time sockets close on it). */
  sessionEvents?: SessionEvents;
  /** Setup facts beyond the merchant row; later areas (stores, catalogue, payments) add theirs. */
  setupContributors?: SetupContributor[];
  /** Default: Stripe when configured, otherwise the sandbox provider. */
  payments?: PaymentPort;
  /** Default: the merchant's stored payment account at the running provider, connected and able to charge. */
  hasPaymentAccount?: PaymentAccountCheck;
  /** Paid orders not yet finished block disconnecting payments. Default: the merchant has PAID orders. */
  hasOrdersInProgress?: OrdersInProgressCheck;
  /** A customer's global points balance, checked at checkout. Default: the loyalty ledger's. */
  globalPointsBalance?: GlobalPointsBalance;
  /** Orders are published here after each change commits. Default: the real-time channel (contract §15). */
  orderEvents?: OrderEvents;
  /** Heart-beat offer and sweep, connect timeout, NOTIFY payload limit; tests shorten them. */
  realtime?: Partial<RealtimeOptions>;
  /** What merchant actions credit and revert (punches, points, stock). Default: the loyalty ledgers. */
  orderActionCredits?: OrderActionCredits;
  /** Default: the Nominatim-compatible adapter when config.geocoderUrl is set, otherwise none. */
  geocoder?: GeocoderPort;
  /** Default: the OpenAI-compatible provider when AI_API_KEY is set, otherwise the offline composer. */
  ai?: AiPort;
  /** Default: SERVER_TIMEOUTS; tests shorten them. */
  serverTimeouts?: Partial<ServerTimeouts>;
}

/** Builds the HTTP app: plugins first, then every module, registered explicitly. */
export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const { config } = deps;
  const { db } = deps.database;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestLogSerializer } },
    requestIdHeader: 'x-request-id',
    // One trusted hop: the client is the address our own proxy saw, which the client cannot forge.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Body, header and time limits; the HTTP layer's refusals in the contract's error shape.
    ...serverLimitOptions({ ...SERVER_TIMEOUTS, ...deps.serverTimeouts }),
  }).withTypeProvider<ZodTypeProvider>();

  const clock = deps.clock ?? systemClock;
  const mail = deps.mail ?? createMail({ config, db, clock, log: app.log });
  const storage = deps.storage ?? createStorage(config);
  const sessionEvents = deps.sessionEvents ?? createSessionEvents();
  const sessions = createSessionRevoker({ db, clock, events: sessionEvents });
  const accessTokens = createAccessTokens(config.jwtSecret, clock);
  const realtime = createRealtime({
    database: deps.database,
    clock,
    accessTokens,
    sessions,
    sessionEvents,
    log: app.log,
    options: deps.realtime,
  });
  // The orders screen's polled reads, kept per merchant until a change of its orders or stores (ADR 0015).
  const answers = createAnswerCache(realtime.changes);
  const orderEvents = droppingAnswers(deps.orderEvents ?? realtime.orderEvents, answers);
  const uploads = createUploadService({ storage });
  const geocoder = deps.geocoder ?? createGeocoder(config);
  const payments = deps.payments ?? createPayments(config, { db, clock });
  const paymentAccounts = createPaymentAccountService({
    db,
    clock,
    payments,
    hasOrdersInProgress: deps.hasOrdersInProgress ?? ((merchantId) => merchantHasPaidOrders(db, merchantId)),
    appOrigin: config.appOrigin,
  });
  const subscriptions = createSubscriptionService({ db, clock, payments, appOrigin: config.appOrigin });
  const hasPaymentAccount = deps.hasPaymentAccount ?? paymentAccounts.isConnected;
  const taxes = createTaxService({ db });
  // Catalogue lists and store details, kept per catalogue version (the version lives in the database).
  const cache = createResponseCache({ maxBytes: config.responseCacheBytes });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer carries them, refusals of the hooks below included.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          config.publicOrigin,
          ...(config.mapTileUrl ? [tileImageSource(config.mapTileUrl)] : []),
        ],
        // Our own origin only (its socket spelled out for browsers whose 'self' leaves out ws:),
        // and Stripe's API when card payments go through it.
        'connect-src': [
          "'self'",
          config.appOrigin.replace(/^http/, 'ws'),
          ...(config.stripe ? ['https://api.stripe.com'] : []),
        ],
        // `npm start` serves plain HTTP (TLS ends at a proxy in production): upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerNotFound(app, config.webDistDir);
  // Before any route exists, so that every /api route is checked for its access rule.
  registerAuth(app, { accessTokens, sessions });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cors, { origin: config.corsOrigins ?? false, allowedHeaders: undefined });
  await registerOpenApi(app);
  await registerWebApp(app, config.webDistDir);
  await registerStorefront(app, config.storefrontDistDir);
  // After the static apps (they send their own .br/.gz twins), before every API route.
  await registerCompression(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  registerFormBody(app);
  registerUploadCleanup(app, join(config.dataDir, 'tmp'));
  app.addHook('onClose', async () => storage.close?.());

  healthRoutes(app, { db });
  const mailThrottle = createMailThrottle({ db, clock });
  accountsModule(app, {
    db,
    clock,
    mail,
    appOrigin: config.appOrigin,
    log: app.log,
    sessions,
    accessTokens,
    mailThrottle,
  });
  profileRoutes(app, { profiles: createProfileService({ db, clock }), uploads });
  uploadsRoutes(app, { uploads, storage });
  merchantsRoutes(app, {
    setupState: createSetupStateService({
      db,
      contributors: [
        merchantProfileFacts,
        storeFacts,
        catalogueFacts,
        async (_db, merchantId) => ({ paymentConnected: await hasPaymentAccount(merchantId) }),
        ...(deps.setupContributors ?? []),
      ],
    }),
    hasPaymentAccount,
  });
  merchantProfileRoutes(app, {
    profiles: createMerchantProfileService({
      db,
      clock,
      taxes,
      uploads,
      hasPaymentAccount,
      isOwnPaymentCustomer: subscriptions.isOwnCompletedCustomer,
      storesChanged: answers.drop,
    }),
  });
  paymentsRoutes(app, { accounts: paymentAccounts });
  subscriptionsRoutes(app, { subscriptions });
  storesRoutes(app, {
    stores: createStoreService({
      db,
      clock,
      taxes,
      hasOrdersInProgress: storeHasPaidOrders,
      answers,
      hasPaymentAccount,
    }),
  });
  const promotions = createPromotionService({
    db,
    clock,
    hasPaymentAccount,
    customerHistory: promotionHistory,
  });
  promotionsRoutes(app, { promotions });
  storeDetailRoutes(app, {
    details: createStoreDetailService({ db, clock, hasPaymentAccount, promotions: promotions.listedInStore }),
    optionalAuth: createOptionalAuth({ accessTokens, sessions }),
    cache,
  });
  deliveryRulesRoutes(app, {
    rules: createDeliveryRuleService({ db, clock, taxes }),
    quotes: createDeliveryQuoteService({ db, hasPaymentAccount }),
  });
  taxesRoutes(app, { taxes });
  const { carts, orders, actions } = createOrderingServices({
    db,
    clock,
    payments,
    hasPaymentAccount,
    serviceFee: config.serviceFee,
    points: config.points,
    globalPointsBalance: deps.globalPointsBalance,
    actionCredits: deps.orderActionCredits,
    events: orderEvents,
    log: app.log,
  });
  cartRoutes(app, { carts });
  loyaltyRoutes(app, { loyalty: createLoyaltyService({ db, clock, points: config.points }) });
  const merchantOrders = createMerchantOrderService({ db, answers });
  const liveness = createInstanceLiveness(deps.database, () =>
    app.log.warn('idempotency: the liveness connection was lost; keys in flight may be taken over'),
  );
  app.addHook('onClose', () => liveness.close());
  ordersRoutes(app, { orders, merchantOrders, idempotency: createIdempotency({ db, clock, liveness }) });
  merchantOrdersRoutes(app, { merchantOrders });
  orderActionsRoutes(app, { actions });
  if (config.stripe) {
    paymentsWebhookRoutes(app, {
      webhookSecret: config.stripe.webhookSecret,
      db,
      clock,
      accounts: paymentAccounts,
      subscriptions,
      onPaymentSucceeded: orders.paidByIntent,
      onChargeRefunded: orders.refundsReported,
      log: app.log,
    });
  }
  catalogueTermsRoutes(app, { db, clock });
  itemsRoutes(app, { items: createItemService({ db, clock, taxes }, 'PRODUCT'), kind: 'PRODUCT', cache });
  productGroupsRoutes(app, { groups: createGroupService({ db, clock }, 'PRODUCT') });
  itemsRoutes(app, { items: createItemService({ db, clock, taxes }, 'ADDON'), kind: 'ADDON', cache });
  addonGroupsRoutes(app, { groups: createGroupService({ db, clock }, 'ADDON') });
  geoRoutes(app, { config, geocoder, clock });
  inquiryRoutes(app, {
    inquiries: createInquiryService({ db, clock, mail, supportEmail: config.supportEmail, log: app.log }),
    mailThrottle,
  });
  eventsRoutes(app, { events: createEventService({ db, clock }) });
  // Social posting (contract §14): offline scheduled posts are published through pg-boss (ADR 13).
  const socialQueue = createPublishQueue({
    database: deps.database,
    publish: async (postId) => {
      await social.publishScheduled(postId);
    },
    pending: () => social.scheduledOfflinePosts(),
    log: app.log,
  });
  const social = createSocialService({
    db,
    clock,
    port: createSocial(config, { db, clock }),
    appOrigin: config.appOrigin,
    queue: socialQueue,
  });
  socialRoutes(app, { social });
  app.addHook('onReady', () => socialQueue.start());
  app.addHook('onClose', () => socialQueue.stop());
  dashboardsRoutes(app, { dashboards: createDashboardService({ db, clock }) });
  demoHistoryRoutes(app, { demoHistory: createDemoHistoryService({ db, clock }) });
  aiRoutes(app, {
    ai: createAiService({ db, clock, port: deps.ai ?? createAi(config, app.log), storage, log: app.log }),
  });
  holidaysRoutes(app, { holidays: createHolidayService({ db, clock }) });
  testingSupportRoutes(app, { config, db, clock, payments });
  realtime.attach(app);
  return app;
}
