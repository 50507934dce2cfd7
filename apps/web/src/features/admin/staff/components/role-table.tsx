import { ALL_PERMISSIONS, can, LIMITED_PERMISSIONS, PERMISSIONS, ROLES, STAFF_ROLES } from "@pallu/domain";
import { AdminPanel } from "../../shared/components/page-header";

/** What each role may do, drawn from the one table the server checks (packages/domain/src/staff.ts). */
export function RoleTable() {
  return (
    <AdminPanel
      title="What each role can do"
      description="Fixed roles: the server checks every back-office call against this table."
    >
      <ul className="grid grid-cols-1 gap-3 md:mb-5 md:grid-cols-2 xl:grid-cols-3">
        {STAFF_ROLES.map((role) => (
          <li key={role} className="rounded-xl border border-sand bg-ivory/60 px-4 py-3">
            <p className="font-display text-[18px] font-semibold text-maroon">{ROLES[role].title}</p>
            <p className="mt-0.5 text-[13px] text-ink-muted">{ROLES[role].summary}</p>
            {/* A phone lists each role's permissions under it; a wider screen compares them in the table. */}
            <details className="mt-2 md:hidden">
              <summary className="cursor-pointer text-[13px] font-semibold text-maroon">
                What {ROLES[role].title} can do
              </summary>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-[13px] text-ink">
                {ROLES[role].permissions.map((permission) => (
                  <li key={permission}>
                    {PERMISSIONS[permission]}
                    {LIMITED_PERMISSIONS[role]?.includes(permission) && (
                      <span className="font-semibold text-saffron-deep"> (up to the owner&apos;s limit)</span>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[44rem] border-collapse text-[13px]">
          <caption className="sr-only">Permissions by role</caption>
          <thead>
            <tr className="border-b border-sand text-left">
              <th scope="col" className="py-2 pr-3 font-bold">
                Permission
              </th>
              {STAFF_ROLES.map((role) => (
                <th key={role} scope="col" className="w-20 px-2 py-2 text-center font-bold">
                  {ROLES[role].title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ALL_PERMISSIONS.map((permission) => (
              <tr key={permission} className="border-b border-sand/60 last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                  {PERMISSIONS[permission]}
                </th>
                {STAFF_ROLES.map((role) => {
                  const limited = LIMITED_PERMISSIONS[role]?.includes(permission);
                  const allowed = can(role, permission);
                  return (
                    <td key={role} className="px-2 py-2 text-center">
                      {allowed ? (
                        <span className={limited ? "font-semibold text-saffron-deep" : "font-bold text-leaf"}>
                          {limited ? "Up to limit" : "✓"}
                          <span className="sr-only">{limited ? "" : " allowed"}</span>
                        </span>
                      ) : (
                        <span className="text-ink-muted/50">
                          –<span className="sr-only"> not allowed</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPanel>
  );
}
