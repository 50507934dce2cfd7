import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_GUIDE,
  measurementProblems,
  REQUIRED_MEASUREMENTS,
  type MeasurementDraft,
  type MeasurementField,
  type MeasurementProfileWire,
  type MeasurementUnit,
} from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { useSaveMeasurementProfileMutation } from "../api/tailoring-api";
import { MeasurementPicture } from "./measurement-picture";

type Values = Record<MeasurementField, string>;
const EMPTY = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, ""])) as Values;

/**
 * A named set of measurements, each with how to take it, in inches or centimetres. The ranges are
 * the domain's, checked here as the shopper types and again by the server.
 */
export function MeasurementForm({
  onSaved,
  onKept,
  onCancel,
}: {
  onSaved?: (profile: MeasurementProfileWire) => void;
  /** For a guest: the measurements are kept with her cart, and saved to her account when she signs in. */
  onKept?: (draft: MeasurementDraft) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState("");
  const [unit, setUnit] = useState<MeasurementUnit>("in");
  const [values, setValues] = useState<Values>(EMPTY);
  const [tried, setTried] = useState(false);
  const [save, { isLoading }] = useSaveMeasurementProfileMutation();

  const measurements = Object.fromEntries(
    MEASUREMENT_FIELDS.flatMap((field) => (values[field].trim() === "" ? [] : [[field, Number(values[field])]])),
  );
  const problems = new Map(measurementProblems(measurements, unit).map((problem) => [problem.field, problem.message]));
  const nameError = name.trim() === "" ? "Give the profile a name, such as Me or Amma" : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (nameError || problems.size > 0) return;
    const draft = { name: name.trim(), unit, measurements };
    if (onKept) return onKept(draft);
    void save(draft)
      .unwrap()
      .then(onSaved)
      .catch(() => undefined);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New measurement profile" className="grid gap-4 rounded-2xl border border-sand bg-ivory p-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Profile name" value={name} onChange={(e) => setName(e.target.value)} error={tried ? nameError : undefined} className="min-w-40 flex-1" maxLength={40} />
        <fieldset className="flex gap-1 rounded-full border border-sand p-1" aria-label="Unit">
          {(["in", "cm"] as const).map((choice) => (
            <label key={choice} className={`cursor-pointer rounded-full px-4 py-2 text-[14px] font-semibold ${unit === choice ? "bg-maroon text-ivory" : "text-ink"}`}>
              <input type="radio" name="unit" value={choice} checked={unit === choice} onChange={() => setUnit(choice)} className="sr-only" />
              {choice === "in" ? "Inches" : "cm"}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {MEASUREMENT_FIELDS.map((field) => (
          <div key={field} className="flex items-start gap-3">
            <MeasurementPicture field={field} />
            <TextField
              className="min-w-0 flex-1"
              label={`${MEASUREMENT_GUIDE[field].label}${REQUIRED_MEASUREMENTS.includes(field) ? "" : " (optional)"}`}
              hint={MEASUREMENT_GUIDE[field].guide}
              inputMode="decimal"
              value={values[field]}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
              error={tried ? problems.get(field) : undefined}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={isLoading}>
          {onKept ? "Use these measurements" : "Save measurements"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
