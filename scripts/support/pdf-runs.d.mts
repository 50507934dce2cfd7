export type PdfRun = { page: number; text: string; x: number; baseline: number; width: number };
export function pdfRuns(pdf: Uint8Array): Promise<PdfRun[]>;
