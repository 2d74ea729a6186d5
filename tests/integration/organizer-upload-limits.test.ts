import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrgFixture, type OrgFixture } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let origin: string;
let f: OrgFixture;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  f = await createOrgFixture(t.database.db);
});
afterAll(() => t.close());

interface Answer {
  status: number | null;
  body: string;
  /** A socket error seen before the whole answer was read (a reset instead of an answer). */
  error: string | null;
}

/**
 * Uploads `bytes` of "image" over a real socket, the way a browser does (the file streamed in chunks,
 * with or without a Content-Length), and reads whatever the server answers.
 */
function upload(bytes: number, options: { chunked?: boolean; language?: string } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = { status: null, body: "", error: null };
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const req = httpRequest(`${origin}/api/v1/organizer/organizations/${f.organiser.id}/images?kind=poster`, {
      method: "POST",
      headers: {
        "content-type": "image/png",
        "accept-language": options.language ?? "en",
        cookie: `tiketin_session=${f.members.admin.token}`,
        ...(options.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes) }),
      },
    });
    req.on("response", (response) => {
      answer.status = response.statusCode ?? null;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        answer.body += chunk;
      });
      response.on("end", settle);
      response.on("error", (error) => {
        answer.error ??= String(error);
        settle();
      });
    });
    req.on("error", (error) => {
      answer.error ??= String(error);
      settle();
    });
    // The file, 64 KiB at a time, honouring backpressure (a browser streams it the same way).
    const chunk = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe("an image over the 5 MB limit", () => {
  for (const megabytes of [10, 50])
    it(`answers ${megabytes} MB with a real 413 and the images' own message, not a reset or the generic one`, async () => {
      const answer = await upload(megabytes * 1024 * 1024);
      expect(answer.error).toBeNull();
      expect(answer.status).toBe(413);
      const envelope = JSON.parse(answer.body) as { status: number; message: string; errorCode: string };
      expect(envelope).toMatchObject({ status: 0, errorCode: "payload_too_large" });
      expect(envelope.message).toBe("The image is larger than 5 MB.");
    });

  it("says it in Indonesian too, and when the size is only known as the body streams in (no Content-Length)", async () => {
    const answer = await upload(8 * 1024 * 1024, { chunked: true, language: "id" });
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe("Gambar lebih besar dari 5 MB.");
  });

  it("keeps the connection usable: the next request on it is answered", async () => {
    // Two uploads in a row share the agent's kept-alive socket when the first one was drained properly.
    const first = await upload(6 * 1024 * 1024);
    const second = await upload(6 * 1024 * 1024);
    expect([first.status, second.status, first.error, second.error]).toEqual([413, 413, null, null]);
  });

  it("still refuses an anonymous upload with 401 when the body is small (the control)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/organizer/organizations/${f.organiser.id}/images?kind=poster`,
      headers: { "content-type": "image/png", "accept-language": "en" },
      payload: Buffer.alloc(1024, 1),
    });
    expect(response.statusCode).toBe(401);
  });
});
