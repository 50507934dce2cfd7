import { ShippingProviderError } from "../../integrations/shiprocket/shipping-provider.js";
import { AppError, conflict, unavailable } from "../../lib/app-error.js";

/**
 * A provider's failure as the admin reads it: silence is 503 (try again shortly), a refusal is 409
 * with Shiprocket's own words. Anything else is a fault of the shop and stays as it is.
 */
export function asAdminError(error: unknown, step: string): unknown {
  if (error instanceof AppError || !(error instanceof ShippingProviderError)) return error;
  if (error.retryable)
    return unavailable(
      `Shiprocket did not answer while trying to ${step}. Nothing was changed; try again in a minute.`,
    );
  return conflict(`Shiprocket could not ${step}: ${error.detail ?? error.message}`);
}

/** Runs one provider call, turning its failure into the admin's message. */
export async function askProvider<T>(step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAdminError(error, step);
  }
}
