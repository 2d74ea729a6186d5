import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web",
  ssr: true,
  // Overridable so two checkouts or parallel test runs can build side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
