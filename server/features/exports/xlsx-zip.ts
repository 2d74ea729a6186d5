import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

/**
 * The zip container of a streamed XLSX file, written by hand so a file of any size goes out in
 * pieces the size of a batch: each entry's local header first (sizes in a data descriptor after the
 * data, general-purpose bit 3), the central directory last. An entry's data is a run of deflate
 * pieces, each compressed on its own and ended with a sync flush (byte-aligned, not final), closed by
 * one empty final block: one valid deflate stream, as parallel gzip writers make them.
 */

const deflate = promisify(deflateRaw);
const FLAGS = 0x0808; // bit 3: sizes in the data descriptor; bit 11: UTF-8 names
const DEFLATED = 8;
const VERSION = 20;
const LIMIT = 0xffff_ffff; // no zip64: an export's entry stays far below 4 GiB

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** MS-DOS time and date of `at` (UTC), as zip headers carry them. */
function dosStamp(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly written: Written[] = [];
  private readonly stamp: { time: number; date: number };

  constructor(at: Date = new Date()) {
    this.stamp = dosStamp(at);
  }

  /** One entry: its local header, its data piece by piece, its data descriptor. */
  async *entry(name: string, pieces: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
    const encodedName = Buffer.from(name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATED, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(encodedName.length, 26);
    const entry: Written = { name: encodedName, offset: this.offset, crc: 0, compressed: 0, size: 0 };
    yield this.count(Buffer.concat([header, encodedName]));
    for await (const raw of pieces) {
      if (raw.length === 0) continue;
      entry.crc = crc32(raw, entry.crc);
      entry.size += raw.length;
      const packed = await deflate(raw, { finishFlush: constants.Z_SYNC_FLUSH });
      entry.compressed += packed.length;
      yield this.count(packed);
    }
    const last = await deflate(Buffer.alloc(0));
    entry.compressed += last.length;
    if (entry.size > LIMIT || entry.compressed > LIMIT) throw new Error(`${name} is over 4 GiB`);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.written.push(entry);
    yield this.count(Buffer.concat([last, descriptor]));
  }

  /** The central directory and its end record: the last bytes of the file. */
  finish(): Buffer {
    const start = this.offset;
    const records = this.written.map((entry) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(VERSION, 4);
      record.writeUInt16LE(VERSION, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DEFLATED, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, entry.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(records.length, 8);
    end.writeUInt16LE(records.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    if (start > LIMIT) throw new Error("the file is over 4 GiB");
    return this.count(Buffer.concat([directory, end]));
  }

  private count(bytes: Buffer): Buffer {
    this.offset += bytes.length;
    return bytes;
  }
}
