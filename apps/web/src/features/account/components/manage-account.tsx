import type { ReactNode } from "react";
import { AlertIcon, BadgeCheckIcon } from "@/components/ui/account-icons";
import { Button } from "@/components/ui/button";
import { MailIcon, PhoneIcon } from "@/components/ui/info-icons";
import { withProgressToast } from "@/lib/progress-toast";
import { useSendVerificationLinkMutation } from "../api/account-api";
import type { User } from "../types";
import { AddContact } from "./add-contact";
import { ContactText } from "./contact-text";
import { SectionCard } from "./section-card";
import { WhatsAppChoice } from "./whatsapp-choice";

/** Manage Account (#manageAccount, docs/shop-rules.md#my-account): verification, and the email or phone still missing. */
export function ManageAccount({ user }: { user: User }) {
  return (
    <SectionCard id="manageAccount" eyebrow="Security" title="Manage Account">
      <div className="space-y-6">
        <Verification user={user} />
        <ul className="divide-y divide-sand rounded-2xl border border-sand bg-white">
          <ContactRow icon={<MailIcon size={20} />} label="Email" value={user.email} kind="email" />
          <ContactRow icon={<PhoneIcon size={20} />} label="Phone" value={user.phone} kind="phone" />
        </ul>
        <WhatsAppChoice phone={user.phone} />
      </div>
    </SectionCard>
  );
}

function Verification({ user }: { user: User }) {
  const [sendLink, { isLoading, isSuccess }] = useSendVerificationLinkMutation();
  if (user.isVerified) {
    return (
      <p className="flex items-center gap-3 rounded-2xl bg-leaf/8 px-4 py-3 text-[14.5px] font-semibold text-leaf">
        <BadgeCheckIcon size={24} /> Your account is verified
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-saffron/50 bg-saffron/8 p-4 sm:flex-row sm:items-center">
      <AlertIcon size={26} className="shrink-0 text-saffron-deep" />
      <div className="flex-1 text-[14.5px]">
        <p className="font-bold text-ink">Your account is not verified yet</p>
        <p className="text-ink-muted">
          {isSuccess
            ? "Open the link we sent you to finish. It is valid for 24 hours."
            : "Verify it to pay for orders and share reviews."}
        </p>
      </div>
      <Button
        size="sm"
        className="shrink-0"
        disabled={isLoading}
        onClick={() => void withProgressToast("Sending link...", sendLink())}
      >
        {isLoading ? "Sending..." : isSuccess ? "Send Again" : "Verify My Account"}
      </Button>
    </div>
  );
}

function ContactRow({
  icon,
  label,
  value,
  kind,
}: {
  icon: ReactNode;
  label: string;
  value: string | null;
  kind: "email" | "phone";
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start">
      <span className="flex items-center gap-3 sm:w-32 sm:pt-1.5">
        <span className="text-gold">{icon}</span>
        <span className="text-[12px] font-bold tracking-[0.14em] text-gold-text uppercase">{label}</span>
      </span>
      <div className="min-w-0 flex-1">
        {value ? (
          <p className="pt-1 text-[15.5px] wrap-anywhere text-ink">
            <ContactText value={value} />
          </p>
        ) : (
          <AddContact kind={kind} />
        )}
      </div>
    </li>
  );
}
