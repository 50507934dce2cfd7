import { TextField } from "../../shared/components/fields";

/** The brand colour as a swatch to pick from and the hex code to type, kept as one value. */
export function BrandColourField({
  value,
  onColour,
  ...field
}: {
  value: string;
  onColour: (colour: string) => void;
  onChange: (event: { target: { value: string } }) => void;
  error?: string | undefined;
}) {
  return (
    <div className="flex items-end gap-3">
      <TextField
        label="Brand colour"
        maxLength={7}
        spellCheck={false}
        hint="Mails, buttons of the payment window and the phone's toolbar."
        className="flex-1"
        value={value}
        {...field}
      />
      <input
        type="color"
        aria-label="Pick the brand colour"
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#6b0f1a"}
        onChange={(event) => onColour(event.target.value)}
        className="mb-7 h-11 w-14 cursor-pointer rounded-md border border-sand bg-white p-1"
      />
    </div>
  );
}
