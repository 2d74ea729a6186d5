import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";

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
 * A CSV file as a stream, pulling one batch of rows at a time from `batches`: only a batch is ever in
 * memory. Starts with a UTF-8 byte-order mark so spreadsheet apps read Indonesian names correctly.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) yield batch.map(csvLine).join("");
  }
  return Readable.from(lines());
}

/**
 * An XLSX file as a stream (exceljs' streaming writer: rows are committed and zipped as they come,
 * without shared strings, so memory stays flat). Text cells are neutralised like the CSV's.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  (async () => {
    sheet.addRow([...header]).commit();
    for await (const batch of batches) {
      for (const cells of batch) {
        sheet.addRow(cells.map((cell) => (typeof cell === "string" ? neutraliseCell(cell) : cell))).commit();
      }
      // A slow client: wait for it rather than buffer the whole file in the pass-through.
      if (output.writableNeedDrain) await once(output, "drain");
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
