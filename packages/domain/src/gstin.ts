/**
 * GSTIN checks: 15 characters — two digits of the state code, the 10-character PAN, the entity
 * number, "Z", and a check character computed from the first 14 (mod-36 Luhn variant).
 */

/** GST state codes of the 36 states and union territories an address may name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  // 25 (Daman and Diu) merged into 26 in 2020; older registrations still carry it.
  "25": "Dadra and Nagar Haveli and Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  // 28 is Andhra Pradesh before Telangana was formed; 37 after.
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN from its first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * Why a GSTIN is not acceptable for a seller in `state`, or undefined when it is. Checks the
 * shape, the state code (and that it is the seller's state) and the check character.
 */
export function gstinProblem(gstin: string, state?: string): string | undefined {
  const value = gstin.trim().toUpperCase();
  if (!GSTIN_SHAPE.test(value))
    return "GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character";
  const codeState = GST_STATE_CODES[value.slice(0, 2)];
  if (!codeState) return `GSTIN starts with ${value.slice(0, 2)}, which is not a GST state code`;
  if (state !== undefined && codeState !== state)
    return `GSTIN state code ${value.slice(0, 2)} is ${codeState}, not ${state}`;
  if (gstinCheckCharacter(value) !== value[14])
    return "GSTIN check character does not match; please check for a typing mistake";
  return undefined;
}
