import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { countryName, countryOf, regionsOf } from "./countries.js";
import { messages } from "./messages.js";

export type AddressProblem = { field: "country" | "state" | "pinCode" | "phoneNumber"; message: string };
type AbroadFields = { country: string; state: string; pinCode: string; phoneNumber: string };

/** Whether the country's post uses postal codes at all (the United Arab Emirates, for one, does not). */
export function usesPostalCodes(country: string): boolean {
  return postcodeValidatorExistsForCountry(country.toUpperCase());
}

/**
 * What is wrong with an address outside India, each field with its own message: the postal code's
 * format and the phone number by the country's own rules (postcode-validator, libphonenumber-js),
 * and the state from the country's list when its addresses name one.
 */
export function abroadAddressProblems(address: AbroadFields): AddressProblem[] {
  const code = address.country.toUpperCase();
  if (!countryOf(code)) return [{ field: "country", message: "Please choose a country from the list" }];
  const name = countryName(code);
  const problems: AddressProblem[] = [];
  const regions = regionsOf(code);
  if (regions.length > 0) {
    if (address.state === "") problems.push({ field: "state", message: messages.address.stateRequired });
    else if (!regions.includes(address.state)) problems.push({ field: "state", message: `Please choose a state of ${name} from the list` });
  }
  if (usesPostalCodes(code)) {
    if (address.pinCode === "") problems.push({ field: "pinCode", message: messages.address.zipRequired });
    else if (!postcodeValidator(address.pinCode, code)) problems.push({ field: "pinCode", message: `Zip Code is not valid for ${name}` });
  }
  if (address.phoneNumber === "") problems.push({ field: "phoneNumber", message: messages.address.phoneRequired });
  else if (!isValidPhoneNumber(address.phoneNumber, code as CountryCode)) {
    problems.push({ field: "phoneNumber", message: `Phone Number is not valid for ${name}` });
  }
  return problems;
}

/** A valid phone number abroad as the courier dials it: "+1 201 555 0123" becomes "+12015550123". */
export function internationalPhone(phoneNumber: string, country: string): string {
  return parsePhoneNumberFromString(phoneNumber, country.toUpperCase() as CountryCode)?.number ?? phoneNumber;
}
