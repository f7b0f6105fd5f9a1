/** Handing a fetched file (an object URL of its blob) over to the browser. */

/** Long enough for the browser to read the file into its viewer or the download. */
const KEEP_URL_MS = 60_000;

/** Saves the file at `url` as `fileName`, as a click on a download link would. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Lets the object URL go once the browser has had time to read it. */
export function releaseObjectUrlLater(url: string): void {
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
