import {
  clickEventBodySchema,
  eventResponseSchema,
  rateEventBodySchema,
  subscriptionBodySchema,
  subscriptionSchema,
  viewEventBodySchema,
  visitEventBodySchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { authOf } from '../../plugins/auth';
import type { EventService } from './events.service';

/**
 * Contract §12 Events: `POST /api/event/visit|click|view|rate` answer `{}`; store follows under
 * `/api/subscriptions`. Customers only (a merchant token is 403); the customer comes from the token.
 */
export function eventsRoutes(app: AppInstance, deps: { events: EventService }) {
  const { events } = deps;
  const customer = { access: 'user' } as const;
  const empty = { 200: eventResponseSchema };

  app.post(
    '/api/event/visit',
    { config: customer, schema: { body: visitEventBodySchema, response: empty } },
    async (request) => {
      await events.visit(authOf(request).userId, request.body);
      return {};
    },
  );
  app.post(
    '/api/event/click',
    { config: customer, schema: { body: clickEventBodySchema, response: empty } },
    async (request) => {
      await events.click(authOf(request).userId, request.body);
      return {};
    },
  );
  app.post(
    '/api/event/view',
    { config: customer, schema: { body: viewEventBodySchema, response: empty } },
    async (request) => {
      await events.view(authOf(request).userId, request.body);
      return {};
    },
  );
  app.post(
    '/api/event/rate',
    { config: customer, schema: { body: rateEventBodySchema, response: empty } },
    async (request) => {
      await events.rate(authOf(request).userId, request.body);
      return {};
    },
  );

  app.post(
    '/api/subscriptions/subscribe',
    { config: customer, schema: { body: subscriptionBodySchema, response: { 200: subscriptionSchema } } },
    (request) => events.subscribe(authOf(request).userId, request.body),
  );
  app.post(
    '/api/subscriptions/unsubscribe',
    { config: customer, schema: { body: subscriptionBodySchema, response: empty } },
    async (request) => {
      await events.unsubscribe(authOf(request).userId, request.body);
      return {};
    },
  );
  app.get(
    '/api/subscriptions',
    { config: customer, schema: { response: { 200: z.array(subscriptionSchema) } } },
    (request) => events.subscriptions(authOf(request).userId),
  );
}
