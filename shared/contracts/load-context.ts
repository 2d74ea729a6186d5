import type { PublicConfig } from "./public-config.ts";
import type { Viewer } from "./viewer.ts";

/** Calls `/api/v1` from SSR loaders; on the server it runs in-process with the buyer's cookie. */
export type ApiTransport = (
  path: string,
  init?: { method?: string; body?: unknown; locale?: string; headers?: Record<string, string> },
) => Promise<Response>;

/** What the server hands every React Router loader and action for one request. */
export interface WebLoadContext {
  cspNonce: string;
  viewer: Viewer | null;
  publicConfig: PublicConfig;
  /** The current calendar year in WIB by the server's clock (the footer's copyright). */
  year: number;
  api: ApiTransport;
}
