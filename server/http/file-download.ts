import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * What a route returns to answer with a file instead of the JSON envelope (exports): the body is
 * streamed as it is produced, so a large file never sits in memory. Errors found before the first
 * byte still get the envelope; one in mid-stream can only cut the connection (the client sees a
 * truncated download, never a half file reported as whole).
 */
export class FileDownload {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly stream: Readable,
  ) {}
}

/** `attachment; filename=...` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendFileDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .code(200)
    .header("content-type", file.contentType)
    .header("content-disposition", disposition(file.fileName))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.stream);
}
