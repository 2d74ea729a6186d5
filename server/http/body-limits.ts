import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's own refusal of a body over its limit (413); absent: the generic payload_too_large. */
    tooLarge?: () => AppError;
  }
  interface FastifyInstance {
    /** Every route as registered, with its body limit (tests send each one an over-limit body). */
    routeTable: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  bodyLimit: number;
  tooLarge?: () => AppError;
}

/**
 * What a content-type parser hands on when the body was over the route's limit: the route is answered
 * with its 413 (a preValidation hook throws it) while the rest of the body is read and thrown away.
 */
export const BODY_TOO_LARGE: unique symbol = Symbol("body too large");

/** Requests whose remaining body is being thrown away, and when that ends (the body's end, or the bound). */
const discarding = new WeakMap<IncomingMessage, Promise<void>>();

/**
 * Reads `stream` to its end and throws the bytes away, so that a client still sending gets to read the
 * answer: a socket closed under an upload makes the client see a reset (and a browser a network error)
 * instead of the 413. After `maxBytes` the connection is cut, once the answer has been written.
 */
function discard(
  stream: Readable,
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
): Promise<void> {
  let discarded = 0;
  const ended = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer | string) => {
      discarded += chunk.length;
      if (discarded <= maxBytes) return;
      stream.removeListener("data", onData);
      stream.pause();
      const cut = () => req.socket?.destroy();
      if (res.writableFinished) cut();
      else {
        res.once("finish", cut);
        res.once("close", cut);
      }
      resolve();
    };
    stream.on("data", onData);
    stream.once("end", resolve);
    stream.once("close", resolve);
    // A client hanging up mid-body has nobody left to tell.
    stream.on("error", () => resolve());
    res.once("close", resolve);
  });
  discarding.set(req, ended);
  stream.resume();
  return ended;
}

/** Whether the client holds the body back until the server says `100 Continue`. */
function expectsContinue(req: IncomingMessage): boolean {
  return /^100-continue$/i.test(String(req.headers.expect ?? "").trim());
}

/** The route's refusal of an over-limit body: its own message (an image's "at most 5 MB") or the generic one. */
function tooLarge(request: FastifyRequest): AppError {
  return request.routeOptions.config?.tooLarge?.() ?? new AppError("payload_too_large");
}

/**
 * Reads a request body into one Buffer of at most the route's `bodyLimit`: every content-type parser
 * goes through here, so JSON, images, the payment provider's signed callbacks and page form posts share
 * one limit mechanism. A client waiting on `Expect: 100-continue` is told to send now. A larger body (as
 * its bytes stream in, with or without a Content-Length) yields {@link BODY_TOO_LARGE} at once and the
 * rest is read and discarded (up to the bound given to `registerBodyLimits`).
 */
export function readBody(
  request: FastifyRequest,
  payload: Readable,
  done: (error: Error | null, body?: Buffer | typeof BODY_TOO_LARGE) => void,
): void {
  const limit = request.routeOptions.bodyLimit;
  const raw = request.raw;
  let received = 0;
  const chunks: Buffer[] = [];
  const cleanUp = () => {
    payload.removeListener("data", onData);
    payload.removeListener("end", onEnd);
    payload.removeListener("error", onError);
  };
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received <= limit) {
      chunks.push(bytes);
      return;
    }
    cleanUp();
    chunks.length = 0;
    const { response, maxDiscardBytes } = exchange(request);
    void discard(payload, raw, response, maxDiscardBytes);
    done(null, BODY_TOO_LARGE);
  };
  const onEnd = () => {
    cleanUp();
    done(null, Buffer.concat(chunks, received));
  };
  const onError = (error: Error) => {
    cleanUp();
    done(error);
  };
  payload.on("data", onData);
  payload.on("end", onEnd);
  payload.on("error", onError);
  sendContinue(request);
  payload.resume();
}

const continued = new WeakSet<IncomingMessage>();

/** `100 Continue`, once, to a client waiting for it: only when its body is actually about to be read. */
function sendContinue(request: FastifyRequest): void {
  const raw = request.raw;
  if (!expectsContinue(raw) || continued.has(raw)) return;
  continued.add(raw);
  exchange(request).response.writeContinue();
}

/** Node's response to a request (Fastify's reply.raw) and the discard bound, kept for the parsers. */
const exchanges = new WeakMap<IncomingMessage, { response: ServerResponse; maxDiscardBytes: number }>();
function exchange(request: FastifyRequest) {
  const found = exchanges.get(request.raw);
  if (!found) throw new Error("body limits: registerBodyLimits did not see this request");
  return found;
}

/**
 * The one mechanism that answers every over-limit body with its 413, on every route:
 * - a Content-Length over the route's `bodyLimit` is refused before anything else runs (auth, CSRF,
 *   routing's 404 included), and a client waiting on `Expect: 100-continue` is answered at once without
 *   `100 Continue`, so it never sends the body (Node closes that connection after the answer);
 * - a body without Content-Length (chunked) is counted as it is read (`readBody`);
 * - whenever the answer goes out with the body not read (any refusal before the parser), what is left is
 *   read and discarded up to `maxDiscardBytes` first, so the client reads the answer instead of a reset;
 *   past that the connection is closed after the answer has been written.
 * Register before any hook that may refuse a request, and before the contexts that add routes.
 */
export function registerBodyLimits(app: FastifyInstance, maxDiscardBytes: number): void {
  const routeTable: RegisteredRoute[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit ?? 0,
        tooLarge: route.config?.tooLarge,
      });
  });
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable there.
  app.addHook("onRequest", (request, reply, done) => {
    exchanges.set(request.raw, { response: reply.raw, maxDiscardBytes });
    const declared = Number(request.headers["content-length"]);
    done(declared > request.routeOptions.bodyLimit ? tooLarge(request) : undefined);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    done(request.body === BODY_TOO_LARGE ? tooLarge(request) : undefined);
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const raw = request.raw;
    let drained = discarding.get(raw);
    if (!drained) {
      // Received whole (Node's `complete`), or read to its end (also an injected request's).
      // Held back for `100 Continue` that never came: the client sends nothing, and Node closes the connection.
      if (raw.complete || raw.readableEnded || raw.destroyed || (expectsContinue(raw) && !continued.has(raw)))
        return done(null, payload);
      drained = discard(raw, raw, reply.raw, maxDiscardBytes);
    }
    // The answer waits for the body's end (or the bound): a client still sending reads it then, the
    // connection stays usable for its next request, and Node never closes a connection under an upload.
    void drained.then(() => done(null, payload));
  });
}
