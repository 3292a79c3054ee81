// Saves a Blob the API answered (a receipt PDF, a CSV export) as a download under its name,
// through a short-lived object URL: an anchor in the document (Firefox clicks only attached ones),
// clicked and removed, and the URL revoked a minute later, once the browser has taken the file.
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
