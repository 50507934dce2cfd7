import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchBox, TextField } from "../../shared/components/fields";
import { useGetAllUsersQuery } from "../../users/api/admin-users-api";
import type { DraftCustomer } from "../new-order-draft";

/** Who the order is for: found by phone, email or name, or a new customer with a name and a phone. */
export function CustomerChooser({ value, onChange }: { value: DraftCustomer | null; onChange: (customer: DraftCustomer | null) => void }) {
  const [search, setSearch] = useState("");
  const wanted = useDeferredValue(search.trim());
  const { data, isFetching } = useGetAllUsersQuery({ page: 1, search: wanted }, { skip: wanted.length < 3 });
  const found = (data?.users ?? []).filter((user) => user.userType !== "Admin").slice(0, 6);

  if (value?.kind === "existing") {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-maroon/40 bg-maroon/[0.03] p-4">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{value.fullname}</p>
          <p className="text-[13px] break-all text-ink-muted">{[value.phone, value.email].filter(Boolean).join(" · ")}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          Change
        </Button>
      </div>
    );
  }
  if (value?.kind === "new") {
    return (
      <div className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="off" value={value.fullname} onChange={(event) => onChange({ ...value, fullname: event.target.value })} />
          <TextField label="Phone" inputMode="tel" autoComplete="off" placeholder="10 digits" value={value.phone} onChange={(event) => onChange({ ...value, phone: event.target.value })} />
        </div>
        <TextField label="Email (optional)" type="email" autoComplete="off" value={value.email} onChange={(event) => onChange({ ...value, email: event.target.value })} />
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          Find an existing customer instead
        </Button>
      </div>
    );
  }
  const typedPhone = /^[+\d\s-]{10,}$/.test(search.trim()) ? search.trim() : "";
  return (
    <div className="space-y-3">
      <SearchBox label="Find a customer" className="block" placeholder="Phone, email or name" value={search} onChange={(event) => setSearch(event.target.value)} />
      {wanted.length >= 3 && (
        <ul className="divide-y divide-sand rounded-xl border border-sand bg-white/70" aria-busy={isFetching}>
          {found.map((user) => (
            <li key={user._id}>
              <button
                type="button"
                className="flex min-h-12 w-full flex-col items-start px-4 py-2.5 text-left hover:bg-gold/[0.08]"
                onClick={() => onChange({ kind: "existing", id: user._id, fullname: user.fullname, phone: user.phone ?? null, email: user.email ?? null })}
              >
                <span className="font-semibold text-ink">{user.fullname}</span>
                <span className="text-[13px] break-all text-ink-muted">{[user.phone, user.email].filter(Boolean).join(" · ")}</span>
              </button>
            </li>
          ))}
          {!isFetching && found.length === 0 && <li className="px-4 py-3 text-[14px] text-ink-muted">No customer found.</li>}
        </ul>
      )}
      <Button variant="outline" size="sm" onClick={() => onChange({ kind: "new", fullname: "", phone: typedPhone, email: "" })}>
        + New customer
      </Button>
    </div>
  );
}
