/** Hands a file the page fetched to the browser's downloads, under this name. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
