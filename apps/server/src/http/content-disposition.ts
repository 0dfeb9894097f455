// The Content-Disposition of a file we send (RFC 6266): `filename` holds an ASCII stand-in for old
// clients, `filename*` the exact name in UTF-8 (RFC 5987 / RFC 8187), which every current browser uses.

/** Whether the browser shows the file (`inline`: an invoice PDF) or saves it (`attachment`). */
export type DispositionType = 'attachment' | 'inline';

// Printable ASCII except the quote and backslash (they would need escaping) and '%' (some browsers
// percent-decode `filename`, RFC 6266 appendix D).
const NOT_SAFE_IN_QUOTED_FILENAME = /[^\x20-\x7e]|["\\%]/g;

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * unencoded, which `filename*` does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="Stats_.pdf"; filename*=UTF-8''Stats%C3%A9.pdf` for a download named `fileName`. */
export function contentDisposition(type: DispositionType, fileName: string): string {
  const ascii = fileName.replace(NOT_SAFE_IN_QUOTED_FILENAME, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
