/**
 * Attachments for tests (requirements "Attachments"): small real files whose bytes the content
 * sniffing recognises, and the multipart form an upload sends. Not a test file.
 */

/** A 1×1 PNG image (67 bytes). */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** A one-page PDF (its header is what the sniffing reads). */
export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

/** The multipart form of an upload: `bytes` as the file `name`, and the other fields. */
export function fileForm(name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
