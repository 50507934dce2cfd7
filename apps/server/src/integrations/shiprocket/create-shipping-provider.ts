import type { Config } from "../../config.js";
import { ShiprocketHttpProvider } from "./shiprocket-http-provider.js";
import { ManualShipping, type ShippingProvider } from "./shipping-provider.js";

export function createShippingProvider(config: Config): ShippingProvider {
  return config.shiprocket ? new ShiprocketHttpProvider(config.shiprocket) : new ManualShipping();
}
