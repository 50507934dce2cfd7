import { randomUUID } from "node:crypto";
import { join } from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_PREFIX } from "@pallu/domain";
import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps.js";
import { sessionRoutes } from "./modules/auth/auth-routes.js";
import { accountRoutes } from "./modules/auth/account-routes.js";
import { accountLinkRoutes } from "./modules/auth/account-link-routes.js";
import { addressRoutes } from "./modules/addresses/address-routes.js";
import { sellingAbroadRoutes } from "./modules/selling-abroad/selling-abroad-routes.js";
import { devOutboxApiRoutes, devOutboxPageRoutes } from "./modules/dev-outbox/dev-outbox-routes.js";
import { messageLinkRoutes } from "./modules/notifications/message-link-routes.js";
import { whatsAppOptInRoutes } from "./modules/notifications/whatsapp-opt-in-routes.js";
import { profileRoutes } from "./modules/users/profile-routes.js";
import { measurementRoutes } from "./modules/tailoring/measurement-routes.js";
import { tailoringRoutes } from "./modules/tailoring/tailoring-routes.js";
import { adminUserRoutes } from "./modules/users/admin-user-routes.js";
import { customerRoutes } from "./modules/users/customer-routes.js";
import { cartRoutes } from "./modules/cart/cart-routes.js";
import { orderRoutes } from "./modules/order-lifecycle/order-routes.js";
import { codRoutes } from "./modules/order-lifecycle/cod-routes.js";
import { packingSlipRoutes } from "./modules/invoices/packing-slip-routes.js";
import { storeCreditRoutes } from "./modules/wallet/store-credit-routes.js";
import { dashboardRoutes } from "./modules/dashboard/dashboard-routes.js";
import { recoveryRoutes } from "./modules/recovery/recovery-routes.js";
import { invoiceRoutes } from "./modules/invoices/invoice-routes.js";
import { gstr1Routes } from "./modules/invoices/gstr1-routes.js";
import { shippingRoutes } from "./modules/shipping/shipping-routes.js";
import { reviewRoutes } from "./modules/reviews/review-routes.js";
import { orderEffects } from "./order-effects.js";
import { registerTransitionEffects } from "./modules/order-lifecycle/index.js";
import { checkoutRoutes } from "./modules/checkout/checkout-routes.js";
import { counterOrderRoutes } from "./modules/checkout/counter-order-routes.js";
import { staffNoteRoutes } from "./modules/orders/staff-note-routes.js";
import { testGatewayRoutes } from "./modules/checkout/test-gateway-routes.js";
import { catalogueRoutes } from "./modules/catalogue/catalogue-routes.js";
import { categoryAdminRoutes } from "./modules/catalogue/category-admin-routes.js";
import { colourAdminRoutes } from "./modules/catalogue/colour-admin-routes.js";
import { attributeValueRoutes } from "./modules/catalogue/attribute-value-routes.js";
import { productAdminRoutes } from "./modules/catalogue/product-admin-routes.js";
import { catalogueFileRoutes } from "./modules/catalogue-files/catalogue-file-routes.js";
import { buyingOptionRoutes } from "./modules/catalogue/buying-option-routes.js";
import { healthRoutes } from "./modules/health/health-routes.js";
import { siteAdminRoutes } from "./modules/site/site-admin-routes.js";
import { siteRoutes } from "./modules/site/site-routes.js";
import { promotionRoutes } from "./modules/promotions/promotion-routes.js";
import { seoRoutes } from "./modules/storefront-pages/seo/seo-routes.js";
import { authPlugin } from "./plugins/auth.js";
import { auditRoutes } from "./modules/audit/audit-routes.js";
import { staffRoutes } from "./modules/staff/staff-routes.js";
import { bodyParsersPlugin } from "./plugins/body-parsers.js";
import { loggerOptions } from "./lib/log-options.js";
import { nameFieldsInValidationMessages } from "./lib/validation-messages.js";
import { corsPlugin } from "./plugins/cors.js";
import { controlCharactersPlugin } from "./plugins/control-characters.js";
import { errorsPlugin } from "./plugins/errors.js";
import { routeTablePlugin } from "./plugins/route-table.js";
import { readLimitPlugin } from "./plugins/read-limit.js";
import { responseCachePlugin } from "./plugins/response-cache.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { staticFilesPlugin } from "./plugins/static-files.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const MAX_UPLOAD_FILE_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Builds the whole app from its dependencies; it never listens (server.ts does, tests inject). */
export async function buildApp(deps: AppDeps): Promise<App> {
  nameFieldsInValidationMessages();
  registerTransitionEffects(orderEffects);
  const fastify: FastifyInstance = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);

  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(securityHeadersPlugin, {
    assetOrigins: deps.config.s3 ? [new URL(deps.config.s3.publicBaseUrl).origin] : [],
  });
  await app.register(corsPlugin, {
    allowedOrigins: [new URL(deps.config.publicUrl).origin, ...deps.config.corsOrigins],
  });
  await app.register(cookie);
  await app.register(bodyParsersPlugin);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_FILE_BYTES, files: MAX_UPLOAD_FILES, fields: 60, fieldSize: 200_000, parts: 80 },
  });
  // The read limit first, so it refuses a flood whether cached or not; both before compression,
  // so ETags and the response cache see the plain JSON.
  await app.register(readLimitPlugin);
  await app.register(responseCachePlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: "Pallu API", version: "1.0.0", description: "The /api/v1 contract of the Pallu shop." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  // The route table names every admin route: published only where a setting asks for it.
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(siteRoutes);
      await api.register(productAdminRoutes);
      await api.register(catalogueFileRoutes);
      await api.register(categoryAdminRoutes);
      await api.register(buyingOptionRoutes);
      await api.register(colourAdminRoutes);
      await api.register(attributeValueRoutes);
      await api.register(siteAdminRoutes);
      await api.register(sellingAbroadRoutes);
      await api.register(sessionRoutes);
      await api.register(accountRoutes);
      await api.register(accountLinkRoutes);
      await api.register(profileRoutes);
      await api.register(adminUserRoutes);
      await api.register(customerRoutes);
      await api.register(addressRoutes);
      await api.register(devOutboxApiRoutes);
      await api.register(whatsAppOptInRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(codRoutes);
      await api.register(packingSlipRoutes);
      await api.register(storeCreditRoutes);
      await api.register(checkoutRoutes);
      await api.register(counterOrderRoutes);
      await api.register(staffNoteRoutes);
      await api.register(promotionRoutes);
      await api.register(reviewRoutes);
      await api.register(dashboardRoutes);
      await api.register(recoveryRoutes);
      await api.register(invoiceRoutes);
      await api.register(gstr1Routes);
      await api.register(shippingRoutes);
      await api.register(testGatewayRoutes);
      await api.register(staffRoutes);
      await api.register(auditRoutes);
      await api.register(measurementRoutes);
      await api.register(tailoringRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(devOutboxPageRoutes);
  await app.register(messageLinkRoutes);
  await app.register(seoRoutes);
  await app.register(staticFilesPlugin, {
    imagesDir: join(deps.config.dataDir, "images"),
    webDistDir: deps.config.webDistDir,
  });

  return app;
}
