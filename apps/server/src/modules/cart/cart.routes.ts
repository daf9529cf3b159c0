import {
  addCartLineBodySchema,
  cartCouponParamsSchema,
  cartItemCountSchema,
  cartLineParamsSchema,
  cartPickBodySchema,
  cartPromotionParamsSchema,
  cartRedeemBodySchema,
  cartSchema,
  cartStoreParamsSchema,
  updateCartLineBodySchema,
} from '@perkdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { authOf } from '../../plugins/auth';
import type { CartService } from './cart.service';

/**
 * The customer cart (contract §8), customers only: every mutation answers the re-priced Cart,
 * with the coupon, the picks (item-to-be-applied) and the redemptions of promotions.
 */
export function cartRoutes(app: AppInstance, deps: { carts: CartService }) {
  const { carts } = deps;
  const config = { access: 'user' } as const;
  const customer = (request: FastifyRequest) => authOf(request).userId;
  const cart = { 200: cartSchema };

  app.get(
    '/api/user-cart/:storeId',
    {
      config,
      schema: {
        operationId: 'getCart',
        summary: "Get the customer's cart in a store",
        params: cartStoreParamsSchema,
        response: cart,
      },
    },
    (request) => carts.get(customer(request), request.params.storeId),
  );

  app.delete(
    '/api/user-cart/:storeId',
    {
      config,
      schema: {
        operationId: 'clearCart',
        summary: 'Empty the cart in a store',
        params: cartStoreParamsSchema,
        response: cart,
      },
    },
    (request) => carts.clearCart(customer(request), request.params.storeId),
  );

  app.get(
    '/api/user-cart/:storeId/cart-item-count',
    {
      config,
      schema: {
        operationId: 'countCartItems',
        summary: 'Count the items in the cart',
        params: cartStoreParamsSchema,
        response: { 200: cartItemCountSchema },
      },
    },
    (request) => carts.itemCount(customer(request), request.params.storeId),
  );

  app.post(
    '/api/user-cart/:storeId/item',
    {
      config,
      schema: {
        operationId: 'addCartItem',
        summary: 'Add an item to the cart',
        params: cartStoreParamsSchema,
        body: addCartLineBodySchema,
        response: cart,
      },
    },
    (request) => carts.addLine(customer(request), request.params.storeId, request.body.item),
  );

  app.put(
    '/api/user-cart/:storeId/item/:lineId',
    {
      config,
      schema: {
        operationId: 'updateCartItem',
        summary: 'Change a line of the cart',
        params: cartLineParamsSchema,
        body: updateCartLineBodySchema,
        response: cart,
      },
    },
    (request) =>
      carts.replaceLine(customer(request), request.params.storeId, request.params.lineId, request.body.item),
  );

  app.delete(
    '/api/user-cart/:storeId/item/:lineId',
    {
      config,
      schema: {
        operationId: 'removeCartItem',
        summary: 'Remove a line from the cart',
        params: cartLineParamsSchema,
        response: cart,
      },
    },
    (request) => carts.removeLine(customer(request), request.params.storeId, request.params.lineId),
  );

  app.post(
    '/api/user-cart/:storeId/coupon/:code',
    {
      config,
      schema: {
        operationId: 'applyCoupon',
        summary: 'Apply a coupon to the cart',
        params: cartCouponParamsSchema,
        response: cart,
      },
    },
    (request) => carts.applyCoupon(customer(request), request.params.storeId, request.params.code),
  );

  app.delete(
    '/api/user-cart/:storeId/coupon/:code',
    {
      config,
      schema: {
        operationId: 'removeCoupon',
        summary: 'Remove a coupon from the cart',
        params: cartCouponParamsSchema,
        response: cart,
      },
    },
    (request) => carts.removeCoupon(customer(request), request.params.storeId, request.params.code),
  );

  app.post(
    '/api/user-cart/:storeId/item-to-be-applied/:promotionId',
    {
      config,
      schema: {
        operationId: 'choosePromotionItem',
        summary: 'Choose the item a promotion applies to',
        params: cartPromotionParamsSchema,
        body: cartPickBodySchema,
        response: cart,
      },
    },
    (request) =>
      carts.choosePick(
        customer(request),
        request.params.storeId,
        request.params.promotionId,
        request.body.item,
      ),
  );

  app.delete(
    '/api/user-cart/:storeId/item-to-be-applied/:promotionId',
    {
      config,
      schema: {
        operationId: 'clearPromotionItem',
        summary: 'Clear the item chosen for a promotion',
        params: cartPromotionParamsSchema,
        response: cart,
      },
    },
    (request) => carts.removePick(customer(request), request.params.storeId, request.params.promotionId),
  );

  app.post(
    '/api/user-cart/redeem',
    {
      config,
      schema: {
        operationId: 'redeemInCart',
        summary: 'Redeem a loyalty reward in the cart',
        body: cartRedeemBodySchema,
        response: cart,
      },
    },
    (request) => carts.redeem(customer(request), request.body),
  );

  app.delete(
    '/api/user-cart/redeem/:storeId/promotion/:promotionId',
    {
      config,
      schema: {
        operationId: 'undoRedeemInCart',
        summary: 'Undo a reward redeemed in the cart',
        params: cartPromotionParamsSchema,
        response: cart,
      },
    },
    (request) =>
      carts.removeRedemption(customer(request), request.params.storeId, request.params.promotionId),
  );
}
