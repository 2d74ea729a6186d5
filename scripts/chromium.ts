import type { LaunchOptions } from "@playwright/test";

/**
 * How every tool here starts Debian's Chromium: never a downloaded browser, and without the background
 * networking that this offline machine would refuse many times per start.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
};
