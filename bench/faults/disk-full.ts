// Fault: the media disk fills up. The real server (production mode) keeps uploaded images in MEDIA_DIR,
// here a 2 MB tmpfs this script mounts (as root) and fills with a filler file until little room is
// left; an organiser's editor then uploads posters (noise, so the variants do not compress away)
// until the disk is full. Then the filler is removed and the refused poster is uploaded again.
//
// Goals (exit 1 when any is missed): every refusal a translated 503 with Retry-After, never a 500; no
// part-written file (`*.tmp`) left; every media_images row's variants on disk, whole (each decodes);
// with room again, the refused upload is stored.
//
//   npm run bench:fault:disk-full          (as root: it mounts and unmounts the tmpfs)
// Environment: FAULT_PG_PORT (55432), FAULT_PG_DIR (/tmp/wt-faults-pg), FAULT_MEDIA_DIR
// (/tmp/wt-faults-media), FAULT_ROOM_KB (400: room left beside the filler), WEB_BUILD_DIR.

import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { startAppServer } from "../lib/app-server.ts";
import { insertAccounts } from "../lib/war-setup.ts";
import { FaultTally } from "./lib/fault-http.ts";
import { finish, type Verdict } from "./lib/fault-watch.ts";
import { type FaultContext, runFault } from "./lib/run-fault.ts";

const MEDIA_DIR = process.env.FAULT_MEDIA_DIR ?? "/tmp/wt-faults-media";
const ROOM_KB = Number(process.env.FAULT_ROOM_KB ?? "400");
const POSTERS = 6;

const exec = promisify(execFile);
/** Progress lines of the tmpfs setup, which runs before the drill (and its log) exist. */
const log = (message: string) => process.stderr.write(`[fault:disk-full] ${message}\n`);

/**
 * A poster of coarse noise, smoothed: every upload is a new image (content-hashed), and its variants
 * are some tens of KB each, so a few posters fit the room left and the next ones fill it up.
 */
function noisePoster(seed: number): Promise<Buffer> {
  const width = 48;
  const height = 30;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(1200, 750, { kernel: "cubic" })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function freeBytes(dir: string): Promise<number> {
  const { stdout } = await exec("df", ["-B1", "--output=avail", dir]);
  return Number(stdout.trim().split("\n").pop());
}

/** Mounts the small tmpfs before anything starts, and unmounts it whatever happened. */
async function onSmallDisk(run: () => Promise<number>): Promise<number> {
  if (process.getuid?.() !== 0) throw new Error("mounting the tmpfs needs root");
  await mkdir(MEDIA_DIR, { recursive: true });
  await exec("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", MEDIA_DIR]);
  log(`tmpfs of 2 MB on ${MEDIA_DIR}`);
  try {
    return await run();
  } finally {
    await exec("umount", [MEDIA_DIR]).catch((error: unknown) => log(`umount failed: ${String(error)}`));
    await rm(MEDIA_DIR, { recursive: true, force: true });
    log("tmpfs unmounted");
  }
}

async function drill({ db, pool }: FaultContext): Promise<number> {
  const { rows: org } = await pool.query(
    "INSERT INTO organisers (slug, name) VALUES ('fault-disk', 'Fault') RETURNING id",
  );
  const organiserId = org[0].id as number;
  const [editor] = await insertAccounts(pool, 1, "fault-disk-");
  await pool.query("INSERT INTO organiser_members (organiser_id, buyer_id, role) VALUES ($1, $2, 'admin')", [
    organiserId,
    editor!.id,
  ]);
  const server = await startAppServer(
    { url: db.url },
    { MEDIA_DIR, LOG_LEVEL: "error", RENDER_THREADS: "0" },
  );
  const tally = new FaultTally();
  const filler = join(MEDIA_DIR, "filler.bin");
  // An upload is raw bytes, one answer each (no retries): each refusal is looked at.
  const uploadRaw = async (poster: Buffer, language = "en") => {
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/organizer/organizations/${organiserId}/images?kind=poster`,
      {
        method: "POST",
        headers: {
          cookie: `tiketin_session=${editor!.token}`,
          "content-type": "image/jpeg",
          "accept-language": language,
        },
        body: new Uint8Array(poster),
      },
    );
    const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    const headers = Object.fromEntries(response.headers.entries());
    tally.record("upload", response.status, {
      status: response.status,
      body,
      headers,
      ms: performance.now() - started,
    });
    return { status: response.status, body, retryAfter: headers["retry-after"] };
  };
  try {
    // Fill the disk, leaving ROOM_KB.
    const free = await freeBytes(MEDIA_DIR);
    await writeFile(filler, Buffer.alloc(Math.max(0, free - ROOM_KB * 1024), 1));
    log(`filler written: ${await freeBytes(MEDIA_DIR)} bytes left`);
    const answers: { status: number; message: string; retryAfter?: string }[] = [];
    let refused: Buffer | null = null;
    for (let i = 0; i < POSTERS; i++) {
      const poster = await noisePoster(i + 1);
      const answer = await uploadRaw(poster, i % 2 ? "id" : "en");
      answers.push({
        status: answer.status,
        message: answer.body?.message ?? "",
        retryAfter: answer.retryAfter,
      });
      log(`poster ${i + 1} (${poster.length} bytes): ${answer.status} ${answer.body?.message ?? ""}`);
      if (answer.status !== 201) refused ??= poster;
    }
    const halfWritten = (await readdir(MEDIA_DIR)).filter((name) => name.endsWith(".tmp"));
    // Every row's variants on disk, whole.
    const { rows: images } = await pool.query<{ id: string; variant_widths: number[] }>(
      "SELECT id, variant_widths FROM media_images WHERE organiser_id = $1",
      [organiserId],
    );
    let missingOrBroken = 0;
    for (const image of images)
      for (const width of image.variant_widths)
        for (const ext of ["webp", "jpg"]) {
          const bytes = await readFile(join(MEDIA_DIR, `${image.id}-${width}.${ext}`)).catch(() => null);
          const ok = bytes
            ? await sharp(bytes)
                .stats()
                .then(
                  () => true,
                  () => false,
                )
            : false;
          if (!ok) missingOrBroken++;
        }
    // Room again: the refused poster goes in.
    await rm(filler);
    const retried = refused ? await uploadRaw(refused) : null;
    const f = tally.figures();
    const refusals = answers.filter((a) => a.status !== 201);
    const verdicts: Verdict[] = [
      {
        name: "the disk filled up (the fault happened)",
        ok: refusals.length > 0,
        detail: `${refusals.length} refused`,
      },
      {
        name: "refusals are 503 + Retry-After + a message",
        ok: refusals.every((a) => a.status === 503 && a.retryAfter !== undefined && a.message.length > 0),
        detail: [...new Set(refusals.map((a) => `${a.status} "${a.message}"`))].join(" | "),
      },
      {
        name: "no 5xx but 503",
        ok: f.status5xxNot503 === 0,
        detail: tally.serverErrors.join("; ") || "none",
      },
      { name: "no part-written file", ok: halfWritten.length === 0, detail: `${halfWritten.length} *.tmp` },
      {
        name: "no row pointing at a missing file",
        ok: missingOrBroken === 0,
        detail: `${missingOrBroken} variants`,
      },
      {
        name: "stored once there is room",
        ok: retried?.status === 201,
        detail: retried ? String(retried.status) : "nothing refused",
      },
    ];
    return finish(
      "fault:disk-full",
      [
        { figure: "tmpfs / room left beside the filler", value: `2 MB / ${ROOM_KB} KB` },
        { figure: "uploads sent", value: f.sent },
        { figure: "201 / 503 / 5xx but 503", value: `${f.ok2xx} / ${f.status503} / ${f.status5xxNot503}` },
        { figure: "answers in order", value: answers.map((a) => a.status).join(" ") },
        { figure: "part-written files", value: halfWritten.length },
        { figure: "rows / variants missing or broken", value: `${images.length} / ${missingOrBroken}` },
        { figure: "the refused poster with room again", value: retried ? retried.status : "-" },
      ],
      verdicts,
      {
        ...f,
        answers: answers.map((a) => a.status),
        half_written: halfWritten.length,
        missing: missingOrBroken,
      },
    );
  } finally {
    await server.stop();
  }
}

runFault("disk-full", drill, { around: onSmallDisk });
