/** Streamed CSV and XLSX files as the features that export use them (ADR 0130). */
export { type Cell, csvStream, neutraliseCell, xlsxStream } from "./spreadsheet.ts";
