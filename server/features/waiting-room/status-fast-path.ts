import type { IncomingMessage } from "node:http";
import type { WaitingRoom } from "./waiting-room.ts";

/** `<slug>/status` after the queue prefix; the slug's shape is the API's own (eventSlugSchema). */
const STATUS_PATH = /^([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\/status$/;

/**
 * The waiting room's status poll answered from memory, in front of the pipeline (ADR 0124): every
 * buyer in line polls, so in a ticket war it is most of the traffic. The answer comes from the place
 * cookie and the process's per-second snapshot; when either is missing or stale, or the answer would
 * set a cookie or read the store, the poll goes through the route as usual (`statusNow` is null).
 */
export function queueStatusLiveAnswer(room: WaitingRoom) {
  return (req: IncomingMessage, path: string) => {
    const match = path.length <= 168 ? STATUS_PATH.exec(path) : null;
    if (!match) return null;
    const header = req.headers.cookie;
    // Encoded or quoted values are decoded by the pipeline's cookie parser: let it read those.
    if (header !== undefined && (header.includes("%") || header.includes('"'))) return null;
    return room.statusNow(match[1]!, (name) => cookieValue(header, name))?.status ?? null;
  };
}

/** The first value of a cookie in a `Cookie` header, trimmed, as the pipeline's parser reads it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
