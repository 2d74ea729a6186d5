import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { type Cell, csvStream, xlsxStream } from "../../server/features/exports/spreadsheet.ts";

/**
 * The exports as files: an XLSX a spreadsheet app reads back cell for cell, and both
 * formats read the database only as the client takes the file (140,000 tickets never in memory): a
 * writer that gathered the rows first would read all 100 batches here. The old exceljs writer also
 * stopped for a client that read nothing; its build-up with a fast client and a slower deflater is
 * what `npm run bench:export` measures.
 */

const WIDE = Array.from({ length: 10 }, (_, i) => `kolom ${i} dengan teks yang cukup panjang`);

/** `count` batches of `size` wide rows, counting how many were asked for. */
function batches(count: number, size: number) {
  const pulled = { batches: 0 };
  async function* generate(): AsyncGenerator<Cell[][]> {
    for (let b = 0; b < count; b++) {
      pulled.batches++;
      await new Promise((resolve) => setImmediate(resolve));
      yield Array.from({ length: size }, (_, i) => [...WIDE, b * size + i]);
    }
  }
  return { pulled, rows: generate() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("export files", () => {
  it("writes an XLSX whose cells read back as given: text neutralised, numbers, gaps, any script", async () => {
    async function* rows(): AsyncGenerator<Cell[][]> {
      yield [
        ['=HYPERLINK("http://x.example","klik")', 150_000, null, 'a < b & "c" \u0001 Jakarta 漢字 🎫'],
        ["+6281234567890", 0, "Gerbang A", "  spasi  "],
      ];
      yield Array.from({ length: 1_000 }, (_, i): Cell[] => [`Pengunjung ${i}`, i, null, null]);
    }
    const file = await buffer(xlsxStream("Peserta [1]", ["Nama", "Total", "Gerbang", "Catatan"], rows()));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([file]));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Peserta  1");
    expect(sheet.rowCount).toBe(1 + 2 + 1_000);
    expect(sheet.getRow(1).values).toEqual([undefined, "Nama", "Total", "Gerbang", "Catatan"]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      `'=HYPERLINK("http://x.example","klik")`,
      150_000,
      undefined,
      'a < b & "c"  Jakarta 漢字 🎫',
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, "'+6281234567890", 0, "Gerbang A", "  spasi  "]);
    expect(sheet.getRow(1_003).getCell(2).value).toBe(999);
  });

  it("reads the next batch only as the client takes the XLSX", async () => {
    const source = batches(100, 500);
    const file = xlsxStream("Peserta", [...WIDE, "n"], source.rows);
    // Nobody reads: the stream fills its small buffer, then stops asking for rows.
    await sleep(300);
    const whilePaused = source.pulled.batches;
    expect(whilePaused).toBeLessThan(25);
    const bytes = (await buffer(file)).length;
    expect(source.pulled.batches).toBe(100);
    expect(bytes).toBeGreaterThan(100_000);
  });

  it("reads the next batch only as the client takes the CSV", async () => {
    const source = batches(100, 500);
    const file = csvStream([...WIDE, "n"], source.rows);
    await sleep(300);
    expect(source.pulled.batches).toBeLessThan(25);
    const text = (await buffer(file)).toString("utf8");
    expect(text.trim().split("\r\n")).toHaveLength(1 + 100 * 500);
  });
});
