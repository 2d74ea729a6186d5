import { Readable } from "node:stream";
import { ZipWriter } from "./xlsx-zip.ts";

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading apostrophe, which spreadsheets show as text.
 * Phone numbers like "+62..." read the same in the sheet; numbers kept as numbers are not touched.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type Cell = string | number | null;

function csvField(cell: Cell): string {
  if (cell === null) return "";
  const text = typeof cell === "number" ? String(cell) : neutraliseCell(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(",")}\r\n`;

/**
 * A batch's rows as one buffer, each row encoded on its own: the batch never becomes one long string.
 * V8 puts a string of more than about 128 kB straight into its old generation, which only a full
 * collection frees: 140 batches of those grew the server by 100-200 MB (the attendees XLSX) before one
 * ran. Small strings die young, and buffers live outside the heap and go with their (small) handle.
 */
const encodeRows = (lines: readonly string[]): Buffer =>
  Buffer.concat(lines.map((line) => Buffer.from(line, "utf8")));

/**
 * A CSV file as a stream, pulling one batch of rows at a time from `batches`: only a batch is ever in
 * memory. Starts with a UTF-8 byte-order mark so spreadsheet apps read Indonesian names correctly.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  async function* lines() {
    yield Buffer.from(`\uFEFF${csvLine(header)}`, "utf8");
    for await (const batch of batches) yield encodeRows(batch.map(csvLine));
  }
  return Readable.from(lines());
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML_DECLARATION = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n`;

/** Text as XML character data; characters XML 1.0 cannot carry (controls, lone surrogates) dropped. */
function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Column letters of a 0-based index: A..Z, AA.. */
function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One row of the sheet: text as inline strings (neutralised), numbers as numbers, empty cells left out. */
function xlsxRow(cells: readonly Cell[], rowNumber: number, columns: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, index) => {
    if (cell === null) return;
    const ref = `${columns[index] ?? columnName(index)}${rowNumber}`;
    if (typeof cell === "number") {
      if (Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
      return;
    }
    const text = xmlText(neutraliseCell(cell));
    const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : "";
    xml += `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  });
  return `${xml}</row>`;
}

/** The package's fixed parts: content types, relationships and the workbook naming its one sheet. */
function workbookParts(sheetName: string): [string, string][] {
  return [
    [
      "[Content_Types].xml",
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT}"><sheets><sheet name="${xmlText(
        sheetName
          .replace(/[[\]:*?/\\]/g, " ")
          .slice(0, 31)
          .trim(),
      )}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
  ];
}

/**
 * An XLSX file as a stream, pulled one batch at a time like the CSV: the worksheet's rows are written
 * as XML text per batch (inline strings, no shared-string table, no styles), each batch deflated on the
 * thread pool into the zip (`xlsx-zip.ts`) and handed on only when the client has taken the previous
 * bytes. Only a batch is ever in memory. Text cells are neutralised like the CSV's.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): Readable {
  const columns = header.map((_, index) => columnName(index));
  async function* rows() {
    yield `${XML_DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>${xlsxRow(header, 1, columns)}`;
    let rowNumber = 1;
    for await (const batch of batches) for (const cells of batch) yield xlsxRow(cells, ++rowNumber, columns);
    yield "</sheetData></worksheet>";
  }
  return Readable.from(zipFile(sheetName, rows()));
}

/** Pieces of at most this many bytes go to the deflater: the one buffer the sheet's text is written to. */
const PIECE_BYTES = 256 * 1024;

/**
 * The rows' text in pieces written into ONE reused buffer, so a 140,000-row sheet leaves no trail of
 * large buffers for the collector. Safe because the zip writer is done with a piece (checksummed and
 * deflated) before it asks for the next.
 */
async function* sheetPieces(rows: AsyncIterable<string>): AsyncGenerator<Buffer> {
  const scratch = Buffer.allocUnsafe(PIECE_BYTES);
  let used = 0;
  for await (const row of rows) {
    const length = Buffer.byteLength(row, "utf8");
    if (used + length > PIECE_BYTES && used > 0) {
      yield scratch.subarray(0, used);
      used = 0;
    }
    if (length > PIECE_BYTES) yield Buffer.from(row, "utf8");
    else used += scratch.write(row, used, "utf8");
  }
  if (used > 0) yield scratch.subarray(0, used);
}

async function* zipFile(sheetName: string, rows: AsyncIterable<string>): AsyncGenerator<Buffer> {
  const zip = new ZipWriter();
  for (const [name, xml] of workbookParts(sheetName)) yield* zip.entry(name, [Buffer.from(xml)]);
  yield* zip.entry("xl/worksheets/sheet1.xml", sheetPieces(rows));
  yield zip.finish();
}
