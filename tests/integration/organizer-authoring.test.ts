import { mkdtemp, readdir } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, mediaImages, organiserMembers, ticketCategories } from "../../server/db/schema/index.ts";
import { sanitizeRichText } from "../../server/features/events/rich-text.ts";
import { s3MediaStore } from "../../server/features/media/s3-media-store.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { addClaim } from "../support/events-fixtures.ts";
import { createOrgFixture, orgCall, samplePng } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "tiketin-media-"));
  t = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
});
afterAll(() => t.close());

const base = (orgId: number) => `/organizer/organizations/${orgId}`;
type Data = Record<string, unknown>;

describe("rich text is sanitised on the server", () => {
  const PAYLOADS: [string, RegExp][] = [
    ["<p>Hi</p><script>alert(1)</script>", /script|alert/i],
    ['<img src=x onerror="alert(1)">', /onerror|<img/i],
    ['<a href="javascript:alert(1)">klik</a>', /javascript:/i],
    ['<a href="JaVaScRiPt&colon;alert(1)">klik</a>', /javascript/i],
    ['<svg onload="alert(1)"><circle/></svg>', /svg|onload/i],
    ['<iframe src="https://evil.example"></iframe>', /iframe|evil/i],
    [
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">x</p>',
      /style|expression|javascript/i,
    ],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:/i],
    ['<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /math|javascript/i],
    ['<p onclick="alert(1)" class="x">teks</p>', /onclick|class/i],
  ];
  for (const [payload, forbidden] of PAYLOADS)
    it(`removes ${payload.slice(0, 40)}`, () => {
      expect(sanitizeRichText(payload)).not.toMatch(forbidden);
    });

  it("keeps the allowed structure and makes links safe", () => {
    const clean = sanitizeRichText(
      '<h2>Judul</h2><p><strong>Tebal</strong> <a href="https://tiketin.test">tautan</a></p><ul><li>a</li></ul>',
    );
    expect(clean).toContain("<h2>Judul</h2>");
    expect(clean).toContain("<strong>Tebal</strong>");
    expect(clean).toContain('href="https://tiketin.test"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain("<li>a</li>");
  });

  it("stores only the sanitised HTML and the buyer's API answers only that", async () => {
    const f = await createOrgFixture(t.database.db);
    const token = f.members.admin.token;
    const saved = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.published.id}`,
      token,
      body: { descriptionHtml: "<p>Halo</p><script>alert(1)</script><img src=x onerror=alert(1)>" },
    });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Data).descriptionHtml).toBe("<p>Halo</p>");
    const publicRead = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/events/detail/${f.published.slug}`,
    });
    const detail = publicRead.json().data as Data;
    expect(detail.description_html).toBe("<p>Halo</p>");
    expect(publicRead.body).not.toMatch(/onerror|<script/);
  });
});

describe("slugs and lifecycle", () => {
  it("drafts are invisible to buyers, publish checks completeness, and the old slug of a published event resolves", async () => {
    const f = await createOrgFixture(t.database.db);
    const owner = f.members.owner.token;
    const created = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events`,
      token: owner,
      body: { title: "Konser Rahasia Draf", unknownField: "ignored" },
    });
    expect(created.status).toBe(201);
    const draft = created.body.data as Data;
    expect(draft.stage).toBe("draft");
    expect(draft.slug).toBe("konser-rahasia-draf");
    // Invisible: detail, search, sitemap, checkout.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/public/events/detail/${draft.slug}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/public/events/detail/${draft.id}` })).statusCode,
    ).toBe(404);
    const search = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/events/search",
      payload: { search: "Rahasia Draf" },
    });
    expect(search.json().data.rows).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(
      String(draft.slug),
    );
    expect((await t.app.inject({ method: "GET", url: `/media/events/${draft.slug}.svg` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: "GET", url: `/calendar/events/${draft.slug}.ics` })).statusCode,
    ).toBe(404);

    // Incomplete: refused with each missing piece, translated.
    const refused = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events/${draft.id}/publish`,
      token: owner,
    });
    expect(refused.status).toBe(422);
    expect(Object.values(refused.body.fields ?? {})).toEqual(
      expect.arrayContaining([
        "Upload a poster.",
        "Set the venue and city.",
        "Add at least one ticket category that is on sale.",
      ]),
    );

    // A draft's slug changes freely, with no redirect left behind.
    const renamed = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token: owner,
      body: { slug: "nama-baru-draf" },
    });
    expect(renamed.status).toBe(200);
    const published = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events/${f.draft.id}/publish`,
      token: owner,
    });
    expect(published.status).toBe(200);
    expect((published.body.data as Data).stage).toBe("published");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/public/events/detail/${f.draft.slug}` })).statusCode,
    ).toBe(404);

    // After publishing, the old slug keeps resolving to the event (pages redirect to the new one).
    await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token: owner,
      body: { slug: "nama-final" },
    });
    const old = await t.app.inject({ method: "GET", url: "/api/v1/public/events/detail/nama-baru-draf" });
    expect(old.statusCode).toBe(200);
    expect(old.json().data.slug).toBe("nama-final");
    // Nobody else may take the old slug while it redirects.
    const clash = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.published.id}`,
      token: owner,
      body: { slug: "nama-baru-draf" },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.fields?.slug).toBeDefined();
    // A slug another event uses is refused, and a malformed one is a 400 that changes nothing.
    expect(
      (
        await orgCall(t.app, {
          method: "PATCH",
          url: `${base(f.organiser.id)}/events/${f.published.id}`,
          token: owner,
          body: { slug: "Bad Slug!" },
        })
      ).status,
    ).toBe(400);
  });

  it("unpublishing is refused while anything is sold or held, allowed when nothing is; cancelling is final", async () => {
    const f = await createOrgFixture(t.database.db);
    const owner = f.members.owner.token;
    const [category] = await t.database.db
      .select({ id: ticketCategories.id })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, f.published.id));
    await addClaim(t.database.db, { categoryId: category!.id, quantity: 1, status: "sold" });
    const refused = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events/${f.published.id}/unpublish`,
      token: owner,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/sold or held/);
    // Control: the fixture's other event has nothing sold, so the same call succeeds there once published.
    await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token: owner,
      body: {},
    });
    expect(
      (
        await orgCall(t.app, {
          method: "POST",
          url: `${base(f.organiser.id)}/events/${f.draft.id}/publish`,
          token: owner,
        })
      ).status,
    ).toBe(200);
    const back = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events/${f.draft.id}/unpublish`,
      token: owner,
    });
    expect(back.status).toBe(200);
    expect((back.body.data as Data).stage).toBe("draft");

    const cancelled = await orgCall(t.app, {
      method: "POST",
      url: `${base(f.organiser.id)}/events/${f.published.id}/cancel`,
      token: owner,
      body: { reason: "Venue banjir" },
    });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.data as Data).stage).toBe("cancelled");
    const page = (
      await t.app.inject({ method: "GET", url: `/api/v1/public/events/detail/${f.published.slug}` })
    ).json().data;
    expect(page.cancel_reason).toBe("Venue banjir");
    const tickets = (
      await t.app.inject({ method: "GET", url: `/api/v1/public/active-tickets/event/${f.published.slug}` })
    ).json().data;
    expect(tickets.rows.every((row: { status: string }) => row.status === "closed")).toBe(true);
    const edit = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.published.id}`,
      token: owner,
      body: { title: "x" },
    });
    expect(edit.status).toBe(409);
  });

  it("refuses an end before the start, with a translated message, and changes nothing", async () => {
    const f = await createOrgFixture(t.database.db);
    const response = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token: f.members.admin.token,
      body: {
        startsAt: "2027-01-02T12:00:00+07:00",
        endsAt: "2027-01-01T12:00:00+07:00",
        title: "Tidak tersimpan",
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields?.endsAt).toBe("The end must be after the start.");
    const read = await orgCall(t.app, {
      method: "GET",
      url: `${base(f.organiser.id)}/events/${f.draft.id}`,
      token: f.members.admin.token,
    });
    expect((read.body.data as Data).title).toBe(f.draft.title);
  });
});

describe("organisations and invitations", () => {
  it("creates an organisation, invites by e-mail, accepts once, keeps the last owner", async () => {
    const [founder, invitee, stranger] = await createBuyers(t.database.db, 3);
    const created = await orgCall(t.app, {
      method: "POST",
      url: "/organizer/organizations",
      token: founder!.token,
      body: { name: "Konser Kita" },
    });
    expect(created.status).toBe(201);
    const orgId = (created.body.data as Data).id as number;
    expect((created.body.data as Data).role).toBe("owner");

    const email = `undangan-${Date.now()}@example.com`;
    const invited = await orgCall(t.app, {
      method: "POST",
      url: `${base(orgId)}/invitations`,
      token: founder!.token,
      body: { email, role: "finance" },
    });
    expect(invited.status).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.subject).toContain("Konser Kita");
    const token = decodeURIComponent(/#token=([^\s"]+)/.exec(mail!.text)![1]!);

    const accepted = await orgCall(t.app, {
      method: "POST",
      url: "/organizer/invitations/accept",
      token: invitee!.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect((accepted.body.data as Data).role).toBe("finance");
    // Single use: the same link again (by anyone) is refused.
    const again = await orgCall(t.app, {
      method: "POST",
      url: "/organizer/invitations/accept",
      token: stranger!.token,
      body: { token },
    });
    expect(again.status).toBe(410);
    expect((await orgCall(t.app, { method: "GET", url: base(orgId), token: stranger!.token })).status).toBe(
      403,
    );
    // The invitee now reads the organisation; finance sees the payout (masked), sets it.
    const payout = await orgCall(t.app, {
      method: "PUT",
      url: `${base(orgId)}/payout`,
      token: invitee!.token,
      body: { bank: "BCA", accountNumber: "0123456789", holder: "PT Konser Kita" },
    });
    expect(payout.status).toBe(200);
    expect(JSON.stringify(payout.body)).not.toContain("0123456789");
    expect(((payout.body.data as Data).payout as Data).accountMasked).toBe("•••• 6789");

    // The last owner can neither leave nor be demoted.
    const founderId = founder!.id;
    expect(
      (
        await orgCall(t.app, {
          method: "DELETE",
          url: `${base(orgId)}/members/${founderId}`,
          token: founder!.token,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await orgCall(t.app, {
          method: "PATCH",
          url: `${base(orgId)}/members/${founderId}`,
          token: founder!.token,
          body: { role: "admin" },
        })
      ).status,
    ).toBe(422);
    // With a second owner, the first may step down.
    await orgCall(t.app, {
      method: "PATCH",
      url: `${base(orgId)}/members/${invitee!.id}`,
      token: founder!.token,
      body: { role: "owner" },
    });
    expect(
      (
        await orgCall(t.app, {
          method: "PATCH",
          url: `${base(orgId)}/members/${founderId}`,
          token: founder!.token,
          body: { role: "admin" },
        })
      ).status,
    ).toBe(200);
    const [owners] = await t.database.db
      .select({ n: count() })
      .from(organiserMembers)
      .where(eq(organiserMembers.organiserId, orgId));
    expect(owners!.n).toBe(2);
  });

  it("an expired or revoked invitation is refused", async () => {
    const f = await createOrgFixture(t.database.db);
    const revoked = await orgCall(t.app, {
      method: "DELETE",
      url: `${base(f.organiser.id)}/invitations/${f.invitation.id}`,
      token: f.members.owner.token,
    });
    expect(revoked.status).toBe(200);
    const [someone] = await createBuyers(t.database.db, 1);
    const bogus = await orgCall(t.app, {
      method: "POST",
      url: "/organizer/invitations/accept",
      token: someone!.token,
      body: { token: "not-a-real-token" },
    });
    expect(bogus.status).toBe(410);
    expect(bogus.body.message).toMatch(/invitation/i);
  });
});

/** The same PNG with its IHDR rewritten to claim other dimensions (CRC fixed, so only the size lies). */
function pngDeclaring(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

describe("images", () => {
  const upload = (orgId: number, token: string, contentType: string, payload: Buffer) =>
    orgCall(t.app, {
      method: "POST",
      url: `${base(orgId)}/images?kind=poster`,
      token,
      raw: { contentType, payload },
    });
  const storedFiles = async () => (await readdir(mediaDir).catch(() => [])).length;
  const rowCount = async () => (await t.database.db.select({ n: count() }).from(mediaImages))[0]!.n;

  it("refuses every hostile file and writes nothing; a valid one (the control) is stored with its variants", async () => {
    const f = await createOrgFixture(t.database.db);
    const token = f.members.admin.token;
    const before = { files: await storedFiles(), rows: await rowCount() };
    const png = await samplePng(1200, 800);
    // A decompression bomb: a few hundred bytes of PNG whose header declares 50 000 x 50 000 pixels.
    const bomb = pngDeclaring(await samplePng(64, 64), 50_000, 50_000);
    const hostile: [string, string, Buffer, number, RegExp][] = [
      [
        "HTML named as an image",
        "image/png",
        Buffer.from("<html><script>alert(1)</script></html>"),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        "SVG with script",
        "image/png",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        "GIF",
        "image/jpeg",
        Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
        415,
        /JPEG, PNG or WebP/,
      ],
      ["truncated PNG", "image/png", png.subarray(0, 60), 400, /damaged/],
      ["decompression bomb", "image/png", bomb, 400, /pixels/],
      ["too small", "image/png", await samplePng(10, 10), 400, /pixels/],
      ["empty", "image/png", Buffer.alloc(0), 400, /Choose an image/],
    ];
    for (const [label, type, payload, status, message] of hostile) {
      const response = await upload(f.organiser.id, token, type, payload);
      expect({ label, status: response.status }).toEqual({ label, status });
      expect(response.body.message).toMatch(message);
    }
    // Too large: refused from its Content-Length, before the body is read.
    const huge = await upload(f.organiser.id, token, "image/png", Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.status).toBe(413);
    // A type the route does not take at all.
    expect((await upload(f.organiser.id, token, "text/html", Buffer.from("<p>x</p>"))).status).toBe(415);
    expect({ files: await storedFiles(), rows: await rowCount() }).toEqual(before);

    // Control: a valid image is stored, in responsive WebP and JPEG variants, served immutable, EXIF gone.
    const withExif = await sharp(png)
      .withMetadata({ exif: { IFD0: { Copyright: "rahasia-gps" } } })
      .jpeg()
      .toBuffer();
    const ok = await upload(f.organiser.id, token, "application/octet-stream", withExif);
    expect(ok.status).toBe(201);
    const image = ok.body.data as { id: string; url: string; srcsetWebp: string };
    expect(image.srcsetWebp).toContain("480w");
    expect(image.srcsetWebp).toContain("960w");
    expect(await storedFiles()).toBe(before.files + 4);
    expect(await rowCount()).toBe(before.rows + 1);
    const served = await t.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("rahasia-gps"))).toBe(false);

    // Used as the poster: the buyer's API answers the uploaded variants.
    await orgCall(t.app, {
      method: "PATCH",
      url: `${base(f.organiser.id)}/events/${f.published.id}`,
      token,
      body: { posterImageId: image.id },
    });
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/v1/public/events/detail/${f.published.slug}` })
    ).json().data;
    expect(detail.poster_url).toBe(image.url);
    expect(detail.poster_srcset).toBe(image.srcsetWebp);
    // Another organisation cannot attach this image.
    const other = await createOrgFixture(t.database.db);
    const foreign = await orgCall(t.app, {
      method: "PATCH",
      url: `${base(other.organiser.id)}/events/${other.draft.id}`,
      token: other.members.owner.token,
      body: { posterImageId: image.id },
    });
    expect(foreign.status).toBe(400);
  });

  it("the S3 store signs its requests (SigV4) and round-trips through an S3-compatible server", async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const auth = request.headers.authorization ?? "";
        seen.push(auth);
        if (
          !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/[0-9]{8}\/ap-southeast-3\/s3\/aws4_request, SignedHeaders=[a-z;-]*host;x-amz-content-sha256;x-amz-date/.test(
            auth,
          )
        ) {
          response.writeHead(403).end();
          return;
        }
        if (request.method === "PUT") {
          objects.set(request.url!, Buffer.concat(chunks));
          response.writeHead(200).end();
        } else {
          const found = objects.get(request.url!);
          if (found) response.writeHead(200).end(found);
          else response.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const store = s3MediaStore({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "tiketin-media",
        region: "ap-southeast-3",
        accessKeyId: "AKIDTEST",
        secretAccessKey: "rahasia",
      });
      const key = `${"a".repeat(64)}-480.webp`;
      await store.put(key, Buffer.from("webp-bytes"), "image/webp");
      expect([...objects.keys()]).toEqual([`/tiketin-media/${key}`]);
      expect((await store.get(key))?.toString()).toBe("webp-bytes");
      expect(await store.get(`${"b".repeat(64)}-480.webp`)).toBeNull();
      expect(seen.every((auth) => !auth.includes("rahasia"))).toBe(true);
      await expect(store.put("../../etc/passwd", Buffer.from("x"), "image/webp")).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});
