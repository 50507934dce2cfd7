import {
  BUILT_IN_ATTRIBUTE_LISTS,
  LISTED_ATTRIBUTE_NAMES,
  LISTED_ATTRIBUTES,
  SAREE_LENGTH_METRES,
  type ListedAttribute,
} from "@pallu/domain";
import { useState } from "react";
import { SelectField, TextField } from "../../shared/components/fields";
import { useGetAttributeValuesQuery } from "../api/admin-products-api";
import { NewAttributeValueDialog } from "./new-attribute-value-dialog";
import type { AttributesDraft } from "../product-attributes-model";

const NOT_SAID = "Not said";
const BLOUSE_PIECE_OPTIONS = [
  { value: "yes", label: "Included" },
  { value: "no", label: "Not included" },
];

/**
 * The saree's fabric, weave, region and occasion picked from the shop's lists (with the seller's own
 * values, and a way to add one), its length and its blouse piece.
 */
export function AttributeFields({
  value,
  onChange,
  lengthError,
}: {
  value: AttributesDraft;
  onChange: (value: AttributesDraft) => void;
  lengthError?: string;
}) {
  const change = <K extends keyof AttributesDraft>(key: K, next: AttributesDraft[K]) =>
    onChange({ ...value, [key]: next });
  const { data: lists = BUILT_IN_ATTRIBUTE_LISTS } = useGetAttributeValuesQuery();
  const [adding, setAdding] = useState<ListedAttribute>();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {LISTED_ATTRIBUTE_NAMES.map((name) => (
        <div key={name}>
          <SelectField
            label={LISTED_ATTRIBUTES[name].label}
            value={value[name]}
            onChange={(e) => change(name, e.target.value)}
            placeholder={NOT_SAID}
            options={lists[name]}
          />
          <button
            type="button"
            onClick={() => setAdding(name)}
            className="mt-1 text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
          >
            New {LISTED_ATTRIBUTES[name].label.toLowerCase()}…
          </button>
        </div>
      ))}
      <NewAttributeValueDialog
        attribute={adding}
        onClose={() => setAdding(undefined)}
        onAdded={(attribute, added) => change(attribute, added)}
      />
      <TextField
        label="Saree length (m)"
        inputMode="decimal"
        placeholder="5.5"
        value={value.length}
        onChange={(e) => change("length", e.target.value.replace(/[^\d.]/g, "").slice(0, 5))}
        error={lengthError}
        hint={`${SAREE_LENGTH_METRES.min} to ${SAREE_LENGTH_METRES.max} metres`}
      />
      <SelectField
        label="Blouse piece"
        value={value.blousePiece}
        onChange={(e) => change("blousePiece", e.target.value as AttributesDraft["blousePiece"])}
        placeholder={NOT_SAID}
        options={BLOUSE_PIECE_OPTIONS}
      />
    </div>
  );
}
