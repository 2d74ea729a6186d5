import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { ContentEncoding } from "./content-encoding.ts";
import { strongEtag } from "./etag.ts";

/**
 * Bodies every visitor shares are built once per encoding, never per response: under a ticket war the
 * same landing read goes out thousands of times a second, and brotli per response would be most of the
 * CPU. Each body carries the strong tag of its own bytes, for If-None-Match.
 */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

/** Below this, compression costs more than it saves (the same threshold as the global compressor). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A small JSON read in one encoding, on this thread: brotli quality 5 takes well under a millisecond for
 * the reads here, and it runs at most once per read, language and encoding (once a second).
 */
export function encodeRead(plain: Buffer, encoding: ContentEncoding): EncodedBody {
  const body =
    encoding === "br"
      ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === "gzip"
        ? gzipSync(plain)
        : plain;
  return { body, etag: strongEtag(body) };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface EncodedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** A tag per encoding (the bytes differ), from the page's own bytes. */
  etags: { identity: string; gzip: string; br: string };
}

/**
 * A shared page in every encoding, on libuv's thread pool so the event loop keeps answering. Brotli at
 * quality 6: a 40 KB page in about 2 ms of a pool thread, within a few percent of quality 9.
 */
export async function encodePage(identity: Buffer): Promise<EncodedPage> {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(identity),
  ]);
  return {
    identity,
    gzip: gz,
    br,
    etags: {
      identity: strongEtag(identity),
      gzip: strongEtag(identity, "-gz"),
      br: strongEtag(identity, "-br"),
    },
  };
}
