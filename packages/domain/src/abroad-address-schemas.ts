import type { z } from "zod";
import { abroadAddressProblems, internationalPhone } from "./abroad-address.js";
import { AddressFieldsSchema, AddressIdSchema, checkIndiaAddress, normaliseIndiaAddress } from "./accounts-schemas.js";
import { isHomeCountry } from "./countries.js";

type AddressFields = z.infer<typeof AddressFieldsSchema>;

function checkAddress(address: AddressFields, ctx: z.RefinementCtx) {
  if (isHomeCountry(address.country)) return checkIndiaAddress(address, ctx);
  for (const problem of abroadAddressProblems(address)) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

/** India's phones as 10 digits; others in the international form, with abroad postal codes in capitals. */
function normalise<T extends AddressFields>(address: T): T {
  if (isHomeCountry(address.country)) return normaliseIndiaAddress(address);
  return { ...address, pinCode: address.pinCode.toUpperCase(), phoneNumber: internationalPhone(address.phoneNumber, address.country) };
}

/** An address in any country, each by its own rules (docs/selling-abroad.md#addresses). */
export const AnyAddressInputSchema = /* @__PURE__ */ AddressFieldsSchema.superRefine(checkAddress).transform(normalise);
export type AnyAddressInput = z.infer<typeof AnyAddressInputSchema>;

export const UpdateAddressSchema = /* @__PURE__ */ AddressFieldsSchema.extend({ id: AddressIdSchema })
  .superRefine(checkAddress)
  .transform(normalise);
export type UpdateAddressInput = z.infer<typeof UpdateAddressSchema>;
