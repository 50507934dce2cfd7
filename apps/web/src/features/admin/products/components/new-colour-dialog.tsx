import { COLOUR_CODE_PATTERN, type Colour } from "@pallu/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "../../shared/components/fields";
import { withProgressToast } from "../../shared/progress-toast";
import { useAddColourMutation } from "../api/admin-products-api";
import { AdminDialog } from "../../shared/components/admin-dialog";

/** Adds a colour to the catalogue from the product form, and hands the new colour back to be chosen. */
export function NewColourDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (colour: Colour) => void;
}) {
  const [name, setName] = useState("");
  const [code, setCode] = useState("#7A1F2B");
  const [error, setError] = useState<string | undefined>();
  const [addColour, adding] = useAddColourMutation();

  const save = async () => {
    const colourName = name.trim();
    if (!colourName) return setError("Colour name is required");
    if (!COLOUR_CODE_PATTERN.test(code)) return setError("Colour code must look like #RRGGBB");
    setError(undefined);
    const answer = await withProgressToast("Adding the colour", addColour({ colorName: colourName, colorCode: code.toUpperCase() }));
    const added = answer?.colors.find((colour) => colour.colorName.toLowerCase() === colourName.toLowerCase());
    if (!added) return;
    onAdded(added);
    setName("");
    onClose();
  };

  return (
    <AdminDialog open={open} onClose={onClose} width="max-w-sm" small title="New colour">
      <div className="mt-4 space-y-4">
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={40}
          placeholder="Peacock Green"
          error={error}
        />
        <label className="flex items-center gap-3 text-[13px] font-bold text-ink">
          <input
            type="color"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="h-10 w-14 cursor-pointer rounded border border-sand"
          />
          Shade <span className="font-normal text-ink-muted">{code.toUpperCase()}</span>
        </label>
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={adding.isLoading}>
          Add colour
        </Button>
      </div>
    </AdminDialog>
  );
}
