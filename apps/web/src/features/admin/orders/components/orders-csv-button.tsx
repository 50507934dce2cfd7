import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { exportOrders } from "../../products/catalogue-files";

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The accountant's orders file for the desk's From and To days (this month so far when none are chosen). */
export function OrdersCsvButton({ from, to }: { from: string | undefined; to: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const last = to ?? indiaToday();
  const first = from ?? `${last.slice(0, 8)}01`;

  async function download() {
    setBusy(true);
    try {
      await exportOrders(first, last);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={download} disabled={busy} title={`Orders placed ${first} to ${last}`}>
      Export orders CSV ({first} to {last})
    </Button>
  );
}
