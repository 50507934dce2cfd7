import type { MeasurementDraft } from "@pallu/domain";
import { useState } from "react";
import { Link } from "@/lib/link";
import { useGetMeasurementProfilesQuery } from "../api/tailoring-api";
import { MeasurementForm } from "./measurement-form";
import type { ReadyToWearChoice } from "./ready-to-wear-panel";

/** Whose measurements a stitched piece is cut to: one of her profiles, a new one, or later. */
export default function Measurements({
  choice,
  onChange,
  isLoggedIn,
  loginPath,
}: {
  choice: ReadyToWearChoice;
  onChange: (choice: ReadyToWearChoice) => void;
  isLoggedIn: boolean;
  loginPath: string;
}) {
  const { data: profiles = [] } = useGetMeasurementProfilesQuery(undefined, { skip: !isLoggedIn });
  const [adding, setAdding] = useState(false);
  const { guestMeasurements: _dropped, ...withoutDraft } = choice;
  const pick = (measurementProfileId: string | null) => onChange({ ...withoutDraft, measurementProfileId });
  const kept = choice.guestMeasurements;
  return (
    <fieldset className="mt-4 grid gap-2" aria-label="Measurements">
      <legend className="mb-2 text-[15px] font-semibold">Whose measurements?</legend>
      <div className="flex flex-wrap gap-2">
        {profiles.map((profile) => (
          <label
            key={profile._id}
            className={`cursor-pointer rounded-full border px-4 py-2 text-[14px] font-semibold ${choice.measurementProfileId === profile._id ? "border-maroon bg-maroon text-ivory" : "border-sand bg-white"}`}
          >
            <input type="radio" name="measurement-profile" className="sr-only" checked={choice.measurementProfileId === profile._id} onChange={() => pick(profile._id)} />
            {profile.name}
          </label>
        ))}
        {kept && (
          <label className="cursor-pointer rounded-full border border-maroon bg-maroon px-4 py-2 text-[14px] font-semibold text-ivory">
            <input type="radio" name="measurement-profile" className="sr-only" checked readOnly />
            {kept.name}
          </label>
        )}
        <label className={`cursor-pointer rounded-full border px-4 py-2 text-[14px] ${choice.measurementProfileId === null && !kept ? "border-maroon bg-ivory-deep" : "border-sand bg-white"}`}>
          <input type="radio" name="measurement-profile" className="sr-only" checked={choice.measurementProfileId === null && !kept} onChange={() => pick(null)} />
          I&apos;ll send my measurements later
        </label>
      </div>
      {choice.measurementProfileId === null && !kept && (
        <p className="text-[13px] text-ink-muted">We will remind you by mail; the tailor starts once they arrive.</p>
      )}
      {kept && (
        <p className="text-[13px] text-ink-muted">
          Kept with your cart on this device, and saved to your account as &ldquo;{kept.name}&rdquo; when you{" "}
          <Link to={loginPath} className="font-semibold text-maroon underline underline-offset-4">
            sign in
          </Link>
          .
        </p>
      )}
      {adding ? (
        <MeasurementForm
          onCancel={() => setAdding(false)}
          {...(isLoggedIn
            ? {
                onSaved: (profile: { _id: string }) => {
                  setAdding(false);
                  pick(profile._id);
                },
              }
            : {
                onKept: (draft: MeasurementDraft) => {
                  setAdding(false);
                  onChange({ ...choice, measurementProfileId: null, guestMeasurements: draft });
                },
              })}
        />
      ) : (
        <button type="button" onClick={() => setAdding(true)} className="justify-self-start text-[14px] font-semibold text-maroon underline underline-offset-4">
          {isLoggedIn ? "+ New measurement profile" : kept ? "Change the measurements" : "+ Give your measurements"}
        </button>
      )}
      {!isLoggedIn && !kept && (
        <p className="text-[13px] text-ink-muted">
          They stay with your cart on this device until you{" "}
          <Link to={loginPath} className="font-semibold text-maroon underline underline-offset-4">
            sign in
          </Link>
          , then join your account as a profile for the next blouse too.
        </p>
      )}
    </fieldset>
  );
}
