/**
 * The download's progress in words (requirements "Export and restore": "the screen shows progress
 * while it downloads"): the bytes received so far, in megabytes with one decimal from 1 MB, in whole
 * kilobytes below ("512 KB received…").
 */

/** `bytes` for people: "512 KB", "2.4 MB" (1 MB = 1,048,576 bytes; 1 KB = 1,024 bytes). */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${mb.toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

/** The live line while the ZIP arrives: "2.4 MB received…". */
export function receivedLine(bytes: number): string {
  return `${formatSize(bytes)} received…`;
}
