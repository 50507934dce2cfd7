import { ATTRIBUTE_LABEL_MAX, attributeSlug, LISTED_ATTRIBUTES, sareeAttributeMessages, type ListedAttribute } from "@pallu/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "../../shared/components/fields";
import { withProgressToast } from "../../shared/progress-toast";
import { useAddAttributeValueMutation } from "../api/admin-products-api";
import { AdminDialog } from "../../shared/components/admin-dialog";

const EXAMPLES: Record<ListedAttribute, string> = {
  fabric: "Matka Silk",
  weave: "Tanchoi",
  region: "Goa",
  occasion: "Haldi",
};

/** Adds a value of the seller's own to one of the saree's lists, and hands it back to be chosen. */
export function NewAttributeValueDialog({
  attribute,
  onClose,
  onAdded,
}: {
  attribute: ListedAttribute | undefined;
  onClose: () => void;
  onAdded: (attribute: ListedAttribute, value: string) => void;
}) {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [addValue, adding] = useAddAttributeValueMutation();
  const noun = attribute ? LISTED_ATTRIBUTES[attribute].label.toLowerCase() : "";

  const close = () => {
    setLabel("");
    setError(undefined);
    onClose();
  };
  const save = async () => {
    if (!attribute) return;
    if (attributeSlug(label) === "") return setError(sareeAttributeMessages.labelRequired);
    setError(undefined);
    const answer = await withProgressToast(`Adding the ${noun}`, addValue({ attribute, label: label.trim() }));
    if (!answer) return;
    onAdded(attribute, answer.value);
    close();
  };

  return (
    <AdminDialog open={attribute !== undefined} onClose={close} width="max-w-sm" small title={`New ${noun}`}>
      <p className="mt-1 text-[13px] text-ink-muted">
        It joins the {noun} list for every product, and shoppers can filter by it.
      </p>
      <div className="mt-4">
        <TextField
          label="Name"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          maxLength={ATTRIBUTE_LABEL_MAX}
          placeholder={attribute ? EXAMPLES[attribute] : ""}
          error={error}
        />
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={adding.isLoading}>
          Add {noun}
        </Button>
      </div>
    </AdminDialog>
  );
}
