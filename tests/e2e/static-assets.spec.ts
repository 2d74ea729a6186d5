import { statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

/** The web build the server under test serves (playwright.config.ts passes the same variable on). */
const CLIENT_DIR = path.join(process.env.WEB_BUILD_DIR ?? "build", "client");

test("a page's scripts are sent as the build compressed them, in the encoding asked for, cached for a year", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
  expect(script).not.toBe("");
  const original = await (await request.get(script, { headers: { "accept-encoding": "identity" } })).body();

  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const response = await request.get(script, { headers: { "accept-encoding": `${encoding}, identity` } });
    const headers = response.headers();
    expect(headers["content-encoding"]).toBe(encoding);
    expect(headers.vary).toContain("accept-encoding");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The very file the build wrote (compressing per request would send other bytes, chunked).
    expect(Number(headers["content-length"])).toBe(
      statSync(path.join(CLIENT_DIR, `${script}${suffix}`)).size,
    );
    // Decoded by the client, it is the script itself.
    expect((await response.body()).equals(original)).toBe(true);
  }
});
