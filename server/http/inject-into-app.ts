import type { FastifyInstance } from "fastify";
import inject, { type InjectOptions, type Response } from "light-my-request";

/**
 * A request made in-process, through the app's router and its whole pipeline (hooks, validation,
 * envelope), with no socket. For calls the app makes to itself once it is running: SSR loaders' API
 * reads and the sandbox gateway's payment callbacks.
 *
 * Into `app.routing` rather than through `app.inject`: `app.inject` refuses every call once `close()`
 * has begun, so during a deploy a page whose render was under way lost its loaders' calls and the buyer
 * got an error page. The router keeps answering while the server drains (the app is built with
 * `return503OnClosing: false`), so that work finishes.
 */
export function injectIntoApp(app: FastifyInstance, options: InjectOptions): Promise<Response> {
  return inject(app.routing, options);
}
