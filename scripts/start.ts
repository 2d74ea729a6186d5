import { spawnSync } from "node:child_process";
import { hasWebBuild } from "../server/web-build.ts";

/** `npm start`: build the web once if there is no build yet, then run the server. */
if (!hasWebBuild()) {
  console.warn("No build found: building the web (one time)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
