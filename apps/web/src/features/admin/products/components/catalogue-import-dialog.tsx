import type { CatalogueImportSummary, CatalogueProblem } from "@pallu/domain";
import { useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import { notify } from "@/lib/notify";
import { useAppDispatch } from "@/lib/store-hooks";
import { TextField } from "../../shared/components/fields";
import { importCatalogue } from "../catalogue-files";
import { AdminDialog } from "../../shared/components/admin-dialog";
import { PictureImportProgress } from "./picture-import-progress";
import { ProblemTable } from "./problem-table";

type Checked = { summary: CatalogueImportSummary } | { message: string; errors: CatalogueProblem[] };

const describe = (summary: CatalogueImportSummary) =>
  `${summary.rows} ${summary.rows === 1 ? "row" : "rows"}: ${summary.created} new ${summary.created === 1 ? "product" : "products"}, ${summary.updated} to update.`;

/**
 * Imports a catalogue CSV (and a zip of its pictures): the file is checked first, showing every
 * problem with its line and column; only a file without problems can then be imported.
 */
export function CatalogueImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File>();
  const [images, setImages] = useState<File>();
  const [checked, setChecked] = useState<Checked>();
  const [busy, setBusy] = useState(false);
  const [picturesOf, setPicturesOf] = useState<string>();

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importCatalogue(file, images, dryRun);
      if (answer.ok && !dryRun) {
        dispatch(api.util.invalidateTags(["AdminProduct", "Product", "Category", "Dashboard"]));
        notify.success(`Catalogue imported. ${describe(answer.summary).replace("to update", "updated")}`);
        setChecked(undefined);
        // pictures named by URL are fetched after the import: the dialog stays to show how far they have come
        const importId = answer.summary.pictures?.importId;
        if (importId) setPicturesOf(importId);
        else onClose();
        return;
      }
      setChecked(answer.ok ? { summary: answer.summary } : { message: answer.message, errors: answer.errors });
    } catch (error) {
      setChecked({ message: error instanceof Error ? error.message : String(error), errors: [] });
    } finally {
      setBusy(false);
    }
  }

  /** A file chosen again has to be checked again. */
  const picked = (keep: (file: File | undefined) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    keep(event.target.files?.[0]);
    setChecked(undefined);
    setPicturesOf(undefined);
  };
  const close = () => {
    setPicturesOf(undefined);
    onClose();
  };

  const ready = checked !== undefined && "summary" in checked;
  return (
    <AdminDialog open={open} onClose={close} width="max-w-2xl" title="Import CSV">
      <p className="mt-1 text-[13px] text-ink-muted">
        The columns of Export CSV, one row per size; rows with the same handle are one product. A product export from
        Shopify is taken as it is: its categories and pictures come with it. Check the file first: nothing changes until
        you import it.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Catalogue file (CSV)" type="file" accept=".csv,text/csv" onChange={picked(setFile)} />
        <TextField
          label="Pictures (zip, optional)"
          hint="Name a picture in the images column by its file name"
          type="file"
          accept=".zip,application/zip"
          onChange={picked(setImages)}
        />
      </div>
      {checked && "errors" in checked && (
        <div role="alert" className="mt-5">
          <p className="text-[14px] font-semibold text-saffron-deep">{checked.message}</p>
          {checked.errors.length > 0 && (
            <ProblemTable
              caption="Problems in the file"
              subjectHeading="Column"
              rows={checked.errors.map((problem) => ({ line: problem.line, subject: problem.column, message: problem.message }))}
            />
          )}
        </div>
      )}
      {ready && (
        <div role="status" className="mt-5">
          <p className="text-[14px] font-semibold text-ink">
            The file is ready{checked.summary.format === "shopify" ? " (a Shopify product export)" : ""}.{" "}
            {describe(checked.summary)}
          </p>
          {(checked.summary.notes ?? []).length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-[13px] text-ink">
              {checked.summary.notes!.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {picturesOf && <PictureImportProgress importId={picturesOf} />}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={close}>
          {picturesOf ? "Close" : "Cancel"}
        </Button>
        <Button variant="outline" onClick={() => send(true)} disabled={!file || busy}>
          Check file
        </Button>
        <Button onClick={() => send(false)} disabled={!ready || busy}>
          Import
        </Button>
      </div>
    </AdminDialog>
  );
}
