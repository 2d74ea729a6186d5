import type { FastifyInstance } from "fastify";
import type { HttpRecorder } from "./http-recorder.ts";

/**
 * The route label of a request Fastify answered: its route pattern, never the raw URL (bounded label
 * values whatever URLs are sent). Pages share the SSR catch-all (`(page)`), built files with a hash in
 * their name `/assets/*`, and whatever no route claimed `(unmatched)`.
 */
export function routeLabel(pattern: string | undefined, url: string): string {
  if (pattern === undefined) return "(unmatched)";
  if (pattern === "/*") return url.startsWith("/api/") ? "(unmatched)" : "(page)";
  if (pattern.startsWith("/assets/")) return "/assets/*";
  return pattern;
}

/**
 * Counts every request the pipeline answers, once it is answered (`onResponse`). A request the app made
 * to itself (light-my-request's, for SSR loaders' API reads and the sandbox's callbacks) is told apart
 * as `in_process`, so browsers' API traffic reads on its own.
 */
export function registerHttpMetrics(app: FastifyInstance, recorder: HttpRecorder): void {
  app.addHook("onResponse", (request, reply, done) => {
    recorder.observe(
      request.method,
      routeLabel(request.routeOptions.url, request.url),
      reply.statusCode,
      reply.elapsedTime / 1000,
      "_lightMyRequest" in request.raw ? "in_process" : "pipeline",
    );
    done();
  });
}
