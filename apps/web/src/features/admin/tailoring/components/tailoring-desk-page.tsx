import {
  deliveryDayText,
  indiaMomentText,
  measurementLines,
  WORK_ORDER_STAGE_LABELS,
  WORK_ORDER_STAGES,
  type WorkOrderStage,
  type WorkOrderWire,
} from "@pallu/domain";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { downloadFromShop } from "../../shared/shop-files";
import { useGetWorkOrdersQuery, useMoveWorkOrderMutation, useRemindMeasurementsMutation } from "../api/tailoring-desk-api";

const nextStage = (stage: WorkOrderStage): WorkOrderStage | undefined => {
  if (stage === "awaitingMeasurements") return undefined;
  return WORK_ORDER_STAGES[WORK_ORDER_STAGES.indexOf(stage) + 1];
};

function printJobCard(workOrder: WorkOrderWire) {
  void downloadFromShop(
    "/admin/jobCard",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ workOrderId: workOrder._id }) },
    `job-card-${workOrder.publicOrderId}.pdf`,
    "Could not print the job card. Please try again.",
  );
}

function WorkOrderCard({ workOrder }: { workOrder: WorkOrderWire }) {
  const [move, moving] = useMoveWorkOrderMutation();
  const [remind, reminding] = useRemindMeasurementsMutation();
  const next = nextStage(workOrder.stage);
  const waiting = workOrder.stage === "awaitingMeasurements";
  return (
    <li className="grid gap-3 rounded-2xl border border-sand bg-white/70 p-4" aria-label={`Work order for ${workOrder.publicOrderId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/admin/orders/${workOrder.orderId}`} className="font-semibold text-maroon hover:underline">
          {workOrder.publicOrderId}
        </Link>
        <span className="text-[13px] text-ink-muted">Due {deliveryDayText(workOrder.dueDate)}</span>
      </div>
      <div>
        <p className="text-[15px] font-semibold">{workOrder.productName}</p>
        <p className="text-[13px] text-ink-muted">
          {workOrder.customerName} · {workOrder.services.map((service) => (service.styleName ? `${service.name}: ${service.styleName}` : service.name)).join(", ")}
        </p>
      </div>
      {workOrder.measurements ? (
        <p className="text-[12px] text-ink-muted">
          {workOrder.measurements.name}: {measurementLines(workOrder.measurements.measurements, workOrder.measurements.unit).join(" · ")}
        </p>
      ) : (
        <p className="text-[13px] font-semibold text-saffron-deep">
          Waiting for measurements{workOrder.remindedAt ? ` · reminded ${indiaMomentText(workOrder.remindedAt)}` : ""}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {waiting ? (
          <Button size="sm" variant="outline" disabled={reminding.isLoading} onClick={() => void remind({ workOrderId: workOrder._id })}>
            Send reminder
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => printJobCard(workOrder)}>
            Print job card
          </Button>
        )}
        {next && (
          <Button size="sm" disabled={moving.isLoading} onClick={() => void move({ workOrderId: workOrder._id, stage: next })}>
            Move to {WORK_ORDER_STAGE_LABELS[next]}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The tailoring desk: every blouse to stitch, in columns by stage, soonest due first (docs/services.md). */
export function TailoringDeskPage() {
  const { data: workOrders, isLoading } = useGetWorkOrdersQuery();
  return (
    <div>
      <AdminPageHeader
        title="Tailoring desk"
        intro="Each blouse to be stitched moves from its measurements to the cutting table, the machine and the packing table. An order ships once all its blouses are Ready."
      />
      {isLoading ? (
        <Spinner />
      ) : !workOrders?.length ? (
        <EmptyState title="Nothing to stitch">Orders with blouse stitching appear here as they are placed.</EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-3">
          {WORK_ORDER_STAGES.map((stage) => {
            const here = workOrders.filter((workOrder) => workOrder.stage === stage);
            if (here.length === 0) return null;
            return (
              <section key={stage} aria-labelledby={`stage-${stage}`}>
                <h2 id={`stage-${stage}`} className="mb-3 text-[13px] font-bold tracking-[0.12em] text-ink-muted uppercase">
                  {WORK_ORDER_STAGE_LABELS[stage]} · {here.length}
                </h2>
                <ul className="grid gap-3">
                  {here.map((workOrder) => (
                    <WorkOrderCard key={workOrder._id} workOrder={workOrder} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
