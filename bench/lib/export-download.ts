import http from "node:http";
import { createInflateRaw } from "node:zlib";

/**
 * Downloads one export over HTTP and throws the body away while counting it: bytes, and data rows
 * (the header row not counted). CSV rows are line ends (the exports' cells hold no line breaks);
 * XLSX rows are the `<row ` elements of the first worksheet, inflated on the fly from the zip as it
 * arrives, so neither side ever holds the file.
 */

export interface Download {
  status: number;
  contentType: string;
  bytes: number;
  rows: number;
  ms: number;
}

/** Counts a marker's occurrences across chunk boundaries. */
function markerCounter(marker: string) {
  let tail = "";
  let count = 0;
  return {
    push(text: string) {
      const joined = tail + text;
      for (let at = joined.indexOf(marker); at >= 0; at = joined.indexOf(marker, at + marker.length)) count++;
      tail = joined.slice(-(marker.length - 1));
    },
    get count() {
      return count;
    },
  };
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SHEET = "worksheets/sheet1.xml";

/**
 * Finds the first worksheet's local file header in the zip stream (archiver writes entries with data
 * descriptors, so sizes are unknown up front), then inflates what follows: the inflater stops by
 * itself at the end of the entry's deflate stream and ignores the bytes after it.
 */
function xlsxRowCounter() {
  const rows = markerCounter("<row ");
  const inflate = createInflateRaw();
  inflate.setEncoding("utf8");
  inflate.on("data", (text: string) => rows.push(text));
  const done = new Promise<void>((resolve, reject) => {
    inflate.once("end", resolve);
    inflate.once("error", reject);
  });
  let pending = Buffer.alloc(0);
  let found = false;
  function seek(): void {
    for (let at = pending.indexOf(LOCAL_HEADER); at >= 0; at = pending.indexOf(LOCAL_HEADER, at + 1)) {
      if (pending.length < at + 30) break;
      const nameLength = pending.readUInt16LE(at + 26);
      const extraLength = pending.readUInt16LE(at + 28);
      const dataStart = at + 30 + nameLength + extraLength;
      if (pending.length < dataStart) break;
      const name = pending.toString("utf8", at + 30, at + 30 + nameLength);
      if (!name.endsWith(SHEET)) continue;
      if (pending.readUInt16LE(at + 8) !== 8) throw new Error(`${name} is not deflated`);
      found = true;
      inflate.write(pending.subarray(dataStart));
      pending = Buffer.alloc(0);
      return;
    }
    // Keep only what a header starting near the end could still need.
    if (pending.length > 1_024) pending = pending.subarray(pending.length - 1_024);
  }
  return {
    push(chunk: Buffer) {
      if (found) {
        if (inflate.writable) inflate.write(chunk);
        return;
      }
      pending = Buffer.concat([pending, chunk]);
      seek();
    },
    async finish(): Promise<number> {
      if (!found) throw new Error("no worksheet in the XLSX body");
      if (inflate.writable) inflate.end();
      await done;
      return rows.count - 1;
    },
  };
}

export function downloadExport(port: number, path: string, cookie: string): Promise<Download> {
  const xlsx = path.includes("format=xlsx");
  const started = performance.now();
  return new Promise<Download>((resolve, reject) => {
    const request = http.get(
      // No Accept-Encoding: the body as the server writes it (a browser would get it brotli'd).
      { host: "127.0.0.1", port, path, headers: { cookie, "accept-language": "id" } },
      (response) => {
        let bytes = 0;
        let lineEnds = 0;
        const sheet = xlsx && response.statusCode === 200 ? xlsxRowCounter() : null;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (sheet) sheet.push(chunk);
          else for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lineEnds++;
        });
        response.once("error", reject);
        response.once("end", () => {
          const ms = performance.now() - started;
          (sheet ? sheet.finish() : Promise.resolve(lineEnds - 1))
            .then((rows) =>
              resolve({
                status: response.statusCode ?? 0,
                contentType: String(response.headers["content-type"] ?? ""),
                bytes,
                rows,
                ms,
              }),
            )
            .catch(reject);
        });
      },
    );
    request.setTimeout(300_000, () => request.destroy(new Error("export download timed out")));
    request.once("error", reject);
  });
}
