import { answerWith, CartLineSchema, CartPricesBodySchema, CartPricesSchema, RemovedLineSchema, UnavailableCartLineSchema, UpdateCartBodySchema, UpdateWishlistBodySchema, WishlistLineSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartInCurrency } from "./cart-in-currency.js";
import { parseLines } from "./cart-lines.js";
import { cartService } from "./cart-service.js";

const Answer = answerWith({ removed: z.array(RemovedLineSchema) });
const CartAnswer = Answer.extend({ cart: z.array(CartLineSchema), unavailable: z.array(UnavailableCartLineSchema) });
const WishlistAnswer = Answer.extend({ wishlist: z.array(WishlistLineSchema) });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = cartService(app.deps.db);
  const signedIn = { onRequest: app.requireUser };

  app.post(
    "/order/updateMyCart",
    { ...signedIn, schema: { tags: ["cart"], body: UpdateCartBodySchema, response: { 200: CartAnswer } } },
    async (request) => ({ success: true as const, message: "Cart saved", ...(await carts.replaceCart(request.user.id, request.body.cart)) }),
  );

  app.post(
    "/order/getMyCart",
    { ...signedIn, schema: { tags: ["cart"], response: { 200: CartAnswer } } },
    async (request) => ({ success: true as const, message: "Cart", ...(await carts.cart(request.user.id)) }),
  );

  app.post(
    "/order/updateMyWishlist",
    { ...signedIn, schema: { tags: ["cart"], body: UpdateWishlistBodySchema, response: { 200: WishlistAnswer } } },
    async (request) => ({
      success: true as const,
      message: "Wishlist saved",
      ...(await carts.replaceWishlist(request.user.id, request.body.wishlist)),
    }),
  );

  app.post(
    "/order/getMyWishlist",
    { ...signedIn, schema: { tags: ["cart"], response: { 200: WishlistAnswer } } },
    async (request) => ({ success: true as const, message: "Wishlist", ...(await carts.wishlist(request.user.id)) }),
  );

  // Anyone's cart, a guest's kept in her browser too, in the currency she reads: no session, counted as an anonymous read.
  app.post(
    "/order/getCartPrices",
    { config: { anonymousRead: true }, schema: { tags: ["cart"], body: CartPricesBodySchema, response: { 200: answerWith(CartPricesSchema.shape) } } },
    async (request) => ({
      success: true as const,
      message: "Cart prices",
      ...(await cartInCurrency(app.deps.db, parseLines(request.body.cart, "cart"), request.body.currency)),
    }),
  );
};
