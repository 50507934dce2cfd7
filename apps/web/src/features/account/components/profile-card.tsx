import { messages, ProfileUpdateSchema } from "@pallu/domain";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { CameraIcon, PencilIcon, TrashIcon } from "@/components/ui/account-icons";
import { FieldError } from "@/components/ui/field-error";
import { TextField } from "@/components/ui/form-field";
import { fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useUpdateUserMutation } from "../api/account-api";
import { photoProblem } from "../profile-photo";
import type { User } from "../types";
import { Avatar } from "./avatar";
import { ContactText } from "./contact-text";
import { SectionCard } from "./section-card";

type Photo = { kind: "keep" } | { kind: "remove" } | { kind: "new"; file: File; url: string };

function nameError(fullname: string): string | undefined {
  if (!fullname.trim()) return messages.profile.fullnameRequired;
  return fieldErrorsOf(ProfileUpdateSchema.safeParse({ fullname })).fullname;
}

/** Profile (docs/shop-rules.md#my-account): read-only until Edit; the name and the picture change together on Save. */
export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      id="profile"
      eyebrow="Your details"
      title="Profile"
      action={
        !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon size={16} /> Edit
          </Button>
        )
      }
    >
      {editing ? <ProfileEditor user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
    </SectionCard>
  );
}

function ProfileDetails({ user }: { user: User }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      <Avatar name={user.fullname} image={user.image} />
      <dl className="grid w-full grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-2">
        <Detail term="Full Name" value={user.fullname} />
        <Detail term="Email" value={user.email} />
        <Detail term="Phone" value={user.phone} />
      </dl>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <>
      <dt className="text-[12px] font-bold tracking-[0.14em] text-gold-text uppercase sm:pt-0.5">{term}</dt>
      <dd
        className={`-mt-2 wrap-anywhere sm:mt-0 ${value ? "text-[16px] text-ink" : "text-[14px] text-ink-muted italic"}`}
      >
        {value ? <ContactText value={value} /> : "Not added"}
      </dd>
    </>
  );
}

function ProfileEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const [fullname, setFullname] = useState(user.fullname);
  const [photo, setPhoto] = useState<Photo>({ kind: "keep" });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { tried, submitWhen } = useTriedSubmit();
  const fileInput = useRef<HTMLInputElement>(null);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const error = tried ? nameError(fullname) : undefined;
  const shownImage = photo.kind === "new" ? photo.url : photo.kind === "remove" ? null : user.image;

  // A preview's object URL lives as long as the preview.
  useEffect(() => {
    if (photo.kind !== "new") return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (!problem) setPhoto({ kind: "new", file, url: URL.createObjectURL(file) });
  }

  const save = submitWhen(!nameError(fullname), async () => {
    const form = new FormData();
    form.append("fullname", fullname.trim());
    if (photo.kind === "new") form.append("image", photo.file);
    if (photo.kind === "remove") form.append("removeDP", "yes");
    const result = await withProgressToast("Updating User...", updateUser(form));
    if (!result.error) onDone();
  });

  return (
    <form noValidate onSubmit={save} aria-busy={isLoading} className="space-y-6">
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <Avatar name={fullname || user.fullname} image={shownImage} />
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            onChange={choosePhoto}
            aria-hidden="true"
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            <CameraIcon size={17} /> {shownImage ? "Change photo" : "Add photo"}
          </Button>
          {shownImage && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setPhoto(user.image ? { kind: "remove" } : { kind: "keep" })}
            >
              <TrashIcon size={17} /> Remove photo
            </Button>
          )}
        </div>
      </div>
      <FieldError id="profile-photo-error">{photoError}</FieldError>
      <TextField
        label="Full Name"
        name="fullname"
        autoComplete="name"
        value={fullname}
        onChange={(event) => setFullname(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? "Saving..." : "Save"}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
