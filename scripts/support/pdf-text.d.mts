export function pdfText(pdf: Uint8Array): Promise<string>;
