/**
 * Test helper: reads a .docx (a zip) without a zip library — the end-of-central-directory record, the
 * central directory, each local header, and node:zlib's raw inflate — and checks that its XML parts are
 * well-formed with jsdom's DOMParser. Used by the export API tests and the export browser test.
 */
import { inflateRawSync } from "node:zlib";
import { JSDOM } from "jsdom";

/**
 * Every file of a zip archive, name → bytes. Supports the "stored" (0) and "deflate" (8) methods.
 * @throws Error when the bytes are not a zip or an entry uses another method.
 */
export function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const buf = Buffer.from(bytes);
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("not a zip file: no end-of-central-directory record");
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error("broken zip central directory");
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLength);
    if (buf.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`broken zip entry ${name}`);
    const dataStart =
      localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    const data = buf.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`zip entry ${name} uses unsupported method ${method}`);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/**
 * Parses `xml` with DOMParser ("application/xml"); returns the document's text content.
 * @throws Error with the parser's message when the XML is not well-formed.
 */
export function parseXmlText(xml: string): string {
  const { window } = new JSDOM("");
  const doc = new window.DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  window.close();
  if (error) throw new Error(`malformed XML: ${error.textContent ?? ""}`);
  return doc.documentElement.textContent ?? "";
}

/**
 * The text of a .docx's `word/document.xml`, after checking that every XML part of the file is
 * well-formed. Runs of text are concatenated as Word stores them.
 * @throws Error when the file is not a zip, has no word/document.xml, or a part is malformed XML.
 */
export function docxText(bytes: Uint8Array): string {
  const files = unzip(bytes);
  const main = files.get("word/document.xml");
  if (!main) throw new Error("no word/document.xml in the file");
  for (const [name, data] of files) {
    if (name.endsWith(".xml") || name.endsWith(".rels")) parseXmlText(data.toString("utf8"));
  }
  return parseXmlText(main.toString("utf8"));
}
