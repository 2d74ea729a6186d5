import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "../../server/db/schema/index.ts";
import { inTransaction } from "../../server/db/transaction.ts";
import { enqueueWebhook, webhookSecretsReencryptor } from "../../server/features/webhooks/index.ts";
import { openSecret } from "../../server/features/webhooks/secret.ts";
import { WEBHOOK_SECRET_PATTERN } from "../../server/http/standard-webhooks.ts";
import { createDataCipher, dataEncryptionKey } from "../../server/security/data-cipher.ts";
import { WEBHOOK_ENDPOINTS_MAX } from "../../shared/contracts/organizer-webhooks.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Registering, changing, rotating and deleting webhook endpoints, their delivery log
 * and manual redelivery, and every bad input answered with a translated 400 (never a 500).
 */
let t: TestApp;
let f: OrgFixture;
const hooks = () => `/organizer/organizations/${f.organiser.id}/webhooks`;
const owner = () => f.members.owner.token;

async function call(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  language = "id",
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      cookie: `tiketin_session=${owner()}`,
      "accept-language": language,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createOrgFixture(t.database.db);
});
afterAll(() => t.close());

type Created = { endpoint: { id: number; enabled: boolean; eventTypes: string[] }; secret: string };

describe("webhook endpoints", () => {
  it("registers an endpoint and shows its whsec_ secret once, sealed at rest", async () => {
    const created = await call("POST", hooks(), {
      url: "https://hooks.example.com/tiketin",
      description: "Gudang data",
      eventTypes: ["order.paid", "ticket.checked_in", "order.paid"],
    });
    expect(created.status).toBe(201);
    const data = created.body.data as Created;
    expect(data.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(data.endpoint.eventTypes).toEqual(["order.paid", "ticket.checked_in"]);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, data.endpoint.id));
    expect(row!.secretCiphertext).not.toContain(data.secret.slice(6));
    expect(openSecret(t.services.cipher, data.endpoint.id, row!.secretCiphertext)).toBe(data.secret);
    // Bound to its endpoint: the same ciphertext under another id does not open.
    expect(() => openSecret(t.services.cipher, data.endpoint.id + 1, row!.secretCiphertext)).toThrow();

    const listed = await call("GET", hooks());
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(data.secret);
    expect(JSON.stringify(t.logs)).not.toContain(data.secret);
  });

  it("rotates the secret (a new one, shown once) and pauses, edits and deletes the endpoint", async () => {
    const created = (
      await call("POST", hooks(), { url: "http://127.0.0.1:9/hook", eventTypes: ["order.paid"] })
    ).body.data as Created;
    const rotated = await call("POST", `${hooks()}/${created.endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const secret = (rotated.body.data as Created).secret;
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(secret).not.toBe(created.secret);

    const paused = await call("PATCH", `${hooks()}/${created.endpoint.id}`, {
      enabled: false,
      eventTypes: ["ticket.transferred"],
    });
    expect(paused.body.data).toMatchObject({ enabled: false, eventTypes: ["ticket.transferred"] });

    const deleted = await call("DELETE", `${hooks()}/${created.endpoint.id}`);
    expect(deleted.body.data).toEqual({ id: created.endpoint.id, deleted: true });
    expect((await call("GET", `${hooks()}/${created.endpoint.id}/deliveries`)).status).toBe(404);
  });

  it("keeps the delivery log and sends a delivery again on request, with the same webhook-id", async () => {
    const created = (
      await call("POST", hooks(), { url: "http://localhost:9/hook", eventTypes: ["order.refund_needed"] })
    ).body.data as Created;
    const count = await inTransaction(t.database.db, (tx) =>
      enqueueWebhook(tx, f.organiser.id, "order.refund_needed", {
        orderId: "00000000-0000-4000-8000-000000000009",
        invoiceNumber: "INV-9",
        eventId: f.published.id,
        amount: 150_000,
        currency: "IDR",
        reason: "no_stock",
      }),
    );
    expect(count).toBeGreaterThanOrEqual(1);
    const log = await call("GET", `${hooks()}/${created.endpoint.id}/deliveries`);
    const rows = (log.body.data as { rows: { id: number; status: string; messageId: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending" });
    await t.database.db.execute(
      sql`UPDATE webhook_deliveries SET status = 'failed', attempts = 9, last_status_code = 503 WHERE id = ${rows[0]!.id}`,
    );
    const again = await call("POST", `${hooks()}/${created.endpoint.id}/deliveries/${rows[0]!.id}/redeliver`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: "pending", attempts: 0, messageId: rows[0]!.messageId });
    const filtered = await call("GET", `${hooks()}/${created.endpoint.id}/deliveries?status=failed`);
    expect((filtered.body.data as { rows: unknown[] }).rows).toHaveLength(0);
    for (const bad of ["0", "abc", "99999999", "-1"])
      expect(
        (await call("POST", `${hooks()}/${created.endpoint.id}/deliveries/${bad}/redeliver`)).status,
      ).toBe(404);
  });

  it("refuses addresses outside the rules with a translated 400 naming the field", async () => {
    const refused = async (url: string, language = "id") => {
      const response = await call("POST", hooks(), { url, eventTypes: ["order.paid"] }, language);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 0, errorCode: "validation_failed" });
      return response.body as { message: string; errors?: Record<string, string> };
    };
    expect((await refused("http://hooks.example.com/")).message).toContain("https://");
    expect((await refused("http://10.0.0.1/", "en")).message).toBe(
      "The address must start with https:// (http:// only for localhost while developing).",
    );
    expect((await refused("ftp://example.com/")).message).toMatch(/https/);
    expect((await refused("bukan alamat")).message).toContain("alamat lengkap");
    expect((await refused("https://user:rahasia@example.com/")).message).not.toContain("rahasia");
    expect((await refused("gopher://127.0.0.1:6379/_FLUSHALL")).message).toMatch(/https/);
  });

  it("answers every malformed body with a 400, never a 500", async () => {
    const bodies: unknown[] = [
      {},
      { url: "https://example.com" },
      { url: "https://example.com", eventTypes: [] },
      { url: "https://example.com", eventTypes: ["order.created"] },
      { url: "https://example.com", eventTypes: "order.paid" },
      { url: 42, eventTypes: ["order.paid"] },
      { url: `https://example.com/${"a".repeat(2_100)}`, eventTypes: ["order.paid"] },
      { url: "https://example.com/\u0000", eventTypes: ["order.paid"] },
      { url: "https://example.com", eventTypes: ["order.paid"], description: "x".repeat(201) },
      "[1,2",
      [],
      null,
    ];
    for (const body of bodies) {
      const response = await call("POST", hooks(), body ?? "null");
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.message).toBe("string");
    }
    const patch = await call("PATCH", `${hooks()}/1`, { enabled: "yes" });
    expect([400, 404]).toContain(patch.status);
    expect((await call("PATCH", `${hooks()}/abc`, { enabled: false })).status).toBe(404);
    expect((await call("GET", `${hooks()}/1/deliveries?page=0`)).status).toBe(400);
    expect((await call("GET", `${hooks()}/1/deliveries?status=lost`)).status).toBe(400);
  });

  it(`allows at most ${WEBHOOK_ENDPOINTS_MAX} endpoints per organisation, even when asked at once`, async () => {
    const fresh = await createOrgFixture(t.database.db);
    const responses = await Promise.all(
      Array.from({ length: WEBHOOK_ENDPOINTS_MAX + 3 }, (_, index) =>
        orgCall(t.app, {
          method: "POST",
          url: `/organizer/organizations/${fresh.organiser.id}/webhooks`,
          token: fresh.members.admin.token,
          body: { url: `https://hooks.example.com/${index}`, eventTypes: ["order.paid"] },
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.every((response) => response.status === 422)).toBe(true);
    expect(refused[0]!.body.message).toContain(String(WEBHOOK_ENDPOINTS_MAX));
  });

  it("a data key rotation re-encrypts every endpoint's secret, unchanged", async () => {
    const created = (
      await call("POST", hooks(), { url: "https://hooks.example.com/rotation", eventTypes: ["order.paid"] })
    ).body.data as Created;
    const next = createDataCipher(randomBytes(32), [dataEncryptionKey(t.services.config)]);
    expect(await webhookSecretsReencryptor.countLeft(t.database.db, next)).toBeGreaterThan(0);
    while ((await webhookSecretsReencryptor.reencryptBatch(t.database.db, next, 2)) > 0);
    expect(await webhookSecretsReencryptor.countLeft(t.database.db, next)).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(next.isCurrent(row!.secretCiphertext)).toBe(true);
    expect(openSecret(next, created.endpoint.id, row!.secretCiphertext)).toBe(created.secret);
  });
});
