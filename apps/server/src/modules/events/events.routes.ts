import {
  clickEventBodySchema,
  eventResponseSchema,
  givenRatingSchema,
  orderIdParamsSchema,
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
    {
      config: customer,
      schema: {
        operationId: 'recordVisit',
        summary: 'Record a visit to a store',
        body: visitEventBodySchema,
        response: empty,
      },
    },
    async (request) => {
      await events.visit(authOf(request).userId, request.body);
      return {};
    },
  );
  app.post(
    '/api/event/click',
    {
      config: customer,
      schema: {
        operationId: 'recordClick',
        summary: 'Record a click on a product or promotion',
        body: clickEventBodySchema,
        response: empty,
      },
    },
    async (request) => {
      await events.click(authOf(request).userId, request.body);
      return {};
    },
  );
  app.post(
    '/api/event/view',
    {
      config: customer,
      schema: {
        operationId: 'recordView',
        summary: 'Record a view of a product or promotion',
        body: viewEventBodySchema,
        response: empty,
      },
    },
    async (request) => {
      await events.view(authOf(request).userId, request.body);
      return {};
    },
  );
  app.post(
    '/api/event/rate',
    {
      config: customer,
      schema: {
        operationId: 'rateOrder',
        summary: 'Rate a completed order',
        errors: [404],
        body: rateEventBodySchema,
        response: empty,
      },
    },
    async (request) => {
      await events.rate(authOf(request).userId, request.body);
      return {};
    },
  );
  app.get(
    '/api/event/rate/:id',
    {
      config: customer,
      schema: {
        operationId: 'getGivenRating',
        summary: 'Read the rating the customer gave an order',
        params: orderIdParamsSchema,
        response: { 200: givenRatingSchema },
      },
    },
    (request) => events.givenRating(authOf(request).userId, request.params.id),
  );

  app.post(
    '/api/subscriptions/subscribe',
    {
      config: customer,
      schema: {
        operationId: 'followStore',
        summary: 'Follow a store',
        errors: [404],
        body: subscriptionBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    (request) => events.subscribe(authOf(request).userId, request.body),
  );
  app.post(
    '/api/subscriptions/unsubscribe',
    {
      config: customer,
      schema: {
        operationId: 'unfollowStore',
        summary: 'Stop following a store',
        errors: [404],
        body: subscriptionBodySchema,
        response: empty,
      },
    },
    async (request) => {
      await events.unsubscribe(authOf(request).userId, request.body);
      return {};
    },
  );
  app.get(
    '/api/subscriptions',
    {
      config: customer,
      schema: {
        operationId: 'listFollowedStores',
        summary: 'List the stores the customer follows',
        response: { 200: z.array(subscriptionSchema) },
      },
    },
    (request) => events.subscriptions(authOf(request).userId),
  );
}
