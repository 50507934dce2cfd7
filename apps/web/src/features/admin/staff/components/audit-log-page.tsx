import { AUDIT_OBJECT_KINDS, indiaMomentText, type AuditEntry } from "@pallu/domain";
import { useSearchParams } from "react-router";
import { SelectField, TextField } from "../../shared/components/fields";
import { AdminPageHeader } from "../../shared/components/page-header";
import { PagedList } from "../../shared/components/paged-list";
import { useCan } from "../../shared/use-can";
import { useGetAuditLogQuery, useGetStaffQuery } from "../api/admin-staff-api";

const OBJECT_NAMES: Record<(typeof AUDIT_OBJECT_KINDS)[number], string> = {
  order: "Orders",
  product: "Products",
  customer: "Customers",
  promotion: "Promotions",
  setting: "Settings",
  staff: "Staff",
};

/** A change's fields side by side: what it was, what it became. */
function Change({ entry }: { entry: AuditEntry }) {
  const shown = (value: unknown) =>
    value === null || value === undefined ? "—" : typeof value === "object" ? JSON.stringify(value) : String(value);
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].slice(0, 8);
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-[12.5px]">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="font-semibold text-ink-muted">{field}</dt>
          <dd className="break-words text-ink">
            {field in before && (
              <span className="text-ink-muted line-through decoration-ink-muted/50">{shown(before[field])}</span>
            )}
            {field in before && field in after && " → "}
            {field in after && <span>{shown(after[field])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit (owners and managers): every staff action, by member, object and days. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    actor: params.get("actor") ?? "",
    object: params.get("object") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const { data, isLoading, isFetching } = useGetAuditLogQuery(filters);
  const can = useCan();
  // A manager cannot list the staff: the members to choose from are those the log names.
  const { data: staff } = useGetStaffQuery(undefined, { skip: !can("staff.manage") });
  const members = new Map((staff?.staff ?? []).map((member) => [member._id, member.fullname]));
  for (const entry of data?.entries ?? [])
    if (entry.actor._id && !members.has(entry.actor._id)) members.set(entry.actor._id, entry.actor.name);
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    setParams(next, { replace: true });
  };

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        intro="What each member of staff did, when and from where. Nobody can change or delete an entry."
      />
      <form
        className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter the audit log"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Member"
          placeholder="Everyone"
          value={filters.actor}
          options={[...members].map(([value, label]) => ({ value, label }))}
          onChange={(event) => setFilter("actor", event.target.value)}
        />
        <SelectField
          label="Object"
          placeholder="Everything"
          value={filters.object}
          options={AUDIT_OBJECT_KINDS.map((kind) => ({ value: kind, label: OBJECT_NAMES[kind] }))}
          onChange={(event) => setFilter("object", event.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => setFilter("from", event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => setFilter("to", event.target.value)}
        />
      </form>
      <PagedList
        items={data?.entries}
        pagination={data?.pagination}
        isLoading={isLoading}
        isFetching={isFetching}
        loadingLabel="Loading the audit log"
        emptyTitle="Nothing recorded for these filters"
      >
        {(entries, dimmed) => (
          <ol
            className={`divide-y divide-sand rounded-2xl border border-sand bg-white/70 px-4 shadow-card md:px-6 ${dimmed}`}
          >
            {entries.map((entry) => (
              <li key={entry._id} className="py-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="text-[14.5px]">
                    <span className="font-semibold text-ink">{entry.actor.name}</span>{" "}
                    <span className="font-mono text-[13px] text-maroon">{entry.action}</span>{" "}
                    <span className="text-ink-muted">
                      {entry.object.kind} {entry.object.id ? `· ${entry.object.id.slice(0, 8)}` : ""}
                    </span>
                  </p>
                  <p className="text-[12.5px] text-ink-muted">
                    {indiaMomentText(entry.at)}
                    {entry.ip ? ` · ${entry.ip}` : ""}
                  </p>
                </div>
                <Change entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}
