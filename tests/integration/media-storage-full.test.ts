import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaImages } from "../../server/db/schema/events.ts";
import { createOrgFixture, orgCall, samplePng } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The media disk fills up in the middle of an upload. Simulated below the store, where the disk would
 * say it: once `roomLeft` bytes are written, a write puts down what fits and fails with ENOSPC, as
 * write(2) does on a full file system (`bench:fault:disk-full` does the same on a real 2 MB tmpfs).
 */
const disk = vi.hoisted(() => ({ dir: "", roomLeft: Number.POSITIVE_INFINITY }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  const writeFile: typeof real.writeFile = async (path, data, options) => {
    if (typeof path !== "string" || !disk.dir || !path.startsWith(disk.dir) || !Buffer.isBuffer(data))
      return real.writeFile(path, data, options);
    const fits = Math.max(0, Math.min(data.length, disk.roomLeft));
    disk.roomLeft -= fits;
    await real.writeFile(path, data.subarray(0, fits), options);
    if (fits < data.length)
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
        code: "ENOSPC",
        errno: -28,
      });
  };
  return { ...real, default: { ...real, writeFile }, writeFile };
});

let t: TestApp;
beforeAll(async () => {
  disk.dir = await mkdtemp(join(tmpdir(), "tiketin-media-full-"));
  t = await createTestApp({ env: { MEDIA_DIR: disk.dir } });
});
afterAll(async () => {
  await t.close();
  await rm(disk.dir, { recursive: true, force: true });
});

describe("a poster upload when the media disk is full", () => {
  it("answers a translated 503 with Retry-After, leaves no part-written file and no row; with room again it is stored (the control)", async () => {
    const f = await createOrgFixture(t.database.db);
    const png = await samplePng(1200, 800);
    const upload = (language: string) =>
      orgCall(t.app, {
        method: "POST",
        url: `/organizer/organizations/${f.organiser.id}/images?kind=poster`,
        token: f.members.admin.token,
        language,
        raw: { contentType: "image/png", payload: png },
      });
    const rows = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(mediaImages)
          .where(eq(mediaImages.organiserId, f.organiser.id))
      )[0]!.n;

    // Room for the first variant and part of the second: the disk fills up part-way through the upload.
    disk.roomLeft = 600;
    const full = await upload("en");
    expect(full.status).toBe(503);
    expect(full.body.errorCode).toBe("service_unavailable");
    expect(full.body.message).toMatch(/storage is full/i);
    const fullId = await upload("id");
    expect(fullId.status).toBe(503);
    expect(fullId.body.message).toMatch(/penyimpanan penuh/i);
    const files = await readdir(disk.dir);
    expect(files.filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(await rows()).toBe(0);

    // Room again: the same upload is stored, and its row's every variant is a whole file on disk.
    disk.roomLeft = Number.POSITIVE_INFINITY;
    const stored = await upload("en");
    expect(stored.status).toBe(201);
    expect(await rows()).toBe(1);
    const [image] = await t.database.db
      .select()
      .from(mediaImages)
      .where(eq(mediaImages.organiserId, f.organiser.id));
    const onDisk = new Set(await readdir(disk.dir));
    for (const width of image!.variantWidths)
      for (const ext of ["webp", "jpg"]) expect(onDisk.has(`${image!.id}-${width}.${ext}`)).toBe(true);
  });
});
