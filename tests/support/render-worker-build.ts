import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { RENDER_WORKER_FILE } from "../../server/http/render-pool.ts";

const SOURCE = fileURLToPath(new URL("../../server/http/render-worker.ts", import.meta.url));
/** Inside the checkout (ignored as every `build-*` folder is), so the thread resolves React Router. */
const SCRATCH_PARENT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The render thread's code compiled as the web build compiles it (vite.config.ts, ADR 0115), into a
 * scratch folder: tests drive real threads without a whole web build. Answers the file and a clean-up.
 */
export async function buildRenderWorker(): Promise<{ file: string; remove(): Promise<void> }> {
  const outDir = await mkdtemp(path.join(SCRATCH_PARENT, "build-render-worker-"));
  await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: {
      ssr: SOURCE,
      outDir,
      emptyOutDir: false,
      rolldownOptions: { output: { entryFileNames: RENDER_WORKER_FILE } },
    },
  });
  return {
    file: path.join(outDir, RENDER_WORKER_FILE),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}
