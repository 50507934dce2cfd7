import { SAREE_LENGTH_METRES, sareeAttributeMessages, type ProductAttributes } from "@pallu/domain";
import type { FieldErrors } from "./product-form-model";

/** The saree's attributes as the form holds them: list values ("" for none), the length as typed, the blouse piece as said or not. */
export interface AttributesDraft {
  fabric: string;
  weave: string;
  region: string;
  occasion: string;
  length: string;
  blousePiece: "" | "yes" | "no";
}

export const EMPTY_ATTRIBUTES: AttributesDraft = { fabric: "", weave: "", region: "", occasion: "", length: "", blousePiece: "" };

export function attributesDraftOf(attributes: ProductAttributes): AttributesDraft {
  return {
    fabric: attributes.fabric ?? "",
    weave: attributes.weave ?? "",
    region: attributes.region ?? "",
    occasion: attributes.occasion ?? "",
    length: attributes.length?.toString() ?? "",
    blousePiece: attributes.blousePiece === null ? "" : attributes.blousePiece ? "yes" : "no",
  };
}

/** The attributes to send, or the length's problem under `attributes.length`; the lists only offer valid values. */
export function attributeValues(draft: AttributesDraft): { errors: FieldErrors; values: ProductAttributes } {
  const text = draft.length.trim();
  const length = text === "" ? null : Number(text);
  const wrongLength =
    length !== null &&
    (!Number.isFinite(length) ||
      length < SAREE_LENGTH_METRES.min ||
      length > SAREE_LENGTH_METRES.max ||
      Math.abs(Math.round(length * 100) - length * 100) > 1e-6);
  return {
    errors: wrongLength ? { "attributes.length": sareeAttributeMessages.length } : {},
    values: {
      fabric: draft.fabric || null,
      weave: draft.weave || null,
      region: draft.region || null,
      occasion: draft.occasion || null,
      length: wrongLength ? null : length,
      blousePiece: draft.blousePiece === "" ? null : draft.blousePiece === "yes",
    },
  };
}
