import { ProblemTable } from "./problem-table";
import { useGetPictureImportQuery } from "../api/admin-products-api";

const POLL_MS = 2000;

/** How far the pictures of a Shopify import have come, read again every two seconds until none is waiting. */
export function PictureImportProgress({ importId }: { importId: string }) {
  const { data: progress } = useGetPictureImportQuery(importId, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
  });
  if (!progress) return <p className="mt-5 text-[14px] text-ink-muted">Fetching the pictures…</p>;
  const done = progress.stored + progress.failed;
  return (
    <div className="mt-5" role="status" aria-live="polite">
      <p className="text-[14px] font-semibold text-ink">
        {progress.waiting > 0
          ? `Fetching the pictures: ${done} of ${progress.total} done.`
          : `All ${progress.total} pictures fetched: ${progress.stored} stored${progress.failed > 0 ? `, ${progress.failed} could not be fetched` : ""}.`}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-ivory-deep" aria-hidden="true">
        <div
          className="h-full bg-maroon transition-all"
          style={{ width: `${(done / Math.max(progress.total, 1)) * 100}%` }}
        />
      </div>
      {progress.failures.length > 0 && (
        <ProblemTable
          caption="Pictures that could not be fetched"
          subjectHeading="Picture"
          monoBreak
          rows={progress.failures.map((failure) => ({
            line: failure.line,
            subject: failure.url,
            message: failure.message,
          }))}
        />
      )}
      {progress.waiting === 0 && progress.failed > 0 && (
        <p className="mt-2 text-[13px] text-ink-muted">
          A new product whose pictures all failed stays a draft: give it photos in its form to put it on show.
        </p>
      )}
    </div>
  );
}
