/**
 * The download's progress in words (requirements "Export and restore": "the screen shows progress
 * while it downloads"): the bytes received so far, in megabytes with one decimal from 1 MB, in whole
 * kilobytes below ("512 KB received…").
 */
import { formatSize } from "@client/lib/format";

export { formatSize };

/** The live line while the ZIP arrives: "2.4 MB received…". */
export function receivedLine(bytes: number): string {
  return `${formatSize(bytes)} received…`;
}
