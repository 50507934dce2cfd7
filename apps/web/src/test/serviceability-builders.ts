import type { Serviceability } from "@pallu/domain";

/** What GET /shipping/serviceability answers for a PIN code the shop delivers to, with cash on delivery; override what a test is about. */
export function aServiceabilityAnswer(overrides: Partial<Serviceability & { message: string }> = {}) {
  return {
    success: true,
    message: "Delivery by Thu, 3 Dec",
    serviceable: true,
    cod: true,
    deliveryDate: "2026-12-03",
    city: "Bengaluru",
    state: "Karnataka",
    ...overrides,
  };
}
