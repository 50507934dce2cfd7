import { Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import type { AddressFormProps } from "./address-form";

/** The form with India's cities arrives only when an address is being written. */
const LazyForm = lazyWithPreload(() => import("./address-form").then((m) => m.AddressForm));

export const preloadAddressForm = () => void LazyForm.preload();

function AddressFormSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2" aria-busy="true" aria-label="Loading the address form">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={i === 2 || i === 3 ? "sm:col-span-2" : ""}>
          <Skeleton className="mb-2 h-3.5 w-24" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** The address form, loaded on first use (see address-form.tsx). */
export function AddressForm(props: AddressFormProps) {
  return (
    <Suspense fallback={<AddressFormSkeleton />}>
      <LazyForm {...props} />
    </Suspense>
  );
}
