import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export const BUILD_DIR = path.resolve(import.meta.dirname, "..", process.env.WEB_BUILD_DIR ?? "build");
export const SERVER_BUILD_FILE = path.join(BUILD_DIR, "server/index.js");
export const CLIENT_BUILD_DIR = path.join(BUILD_DIR, "client");
/** The render threads' compiled code (server/http/render-worker.ts), written by the same build. */
export const RENDER_WORKER_BUILD_FILE = path.join(BUILD_DIR, "server/render-worker.js");

/** A build from before the render thread was compiled into it counts as none: it is built again. */
export function hasWebBuild(): boolean {
  return existsSync(SERVER_BUILD_FILE) && existsSync(RENDER_WORKER_BUILD_FILE);
}

export async function loadWebBuild(): Promise<{ build: ServerBuild; buildFile: string; clientDir: string }> {
  const build = (await import(pathToFileURL(SERVER_BUILD_FILE).href)) as ServerBuild;
  return { build, buildFile: SERVER_BUILD_FILE, clientDir: CLIENT_BUILD_DIR };
}
