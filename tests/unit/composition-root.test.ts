import { describe, expect, it } from "vitest";
import { buildServices } from "../../server/build-services.ts";
import { loadConfig } from "../../server/config/env.ts";
import type { Database, Db } from "../../server/db/client.ts";
import { eTicketsDeps } from "../../server/features/e-tickets/deps.ts";
import { paymentsDeps } from "../../server/features/payments/deps.ts";

// Building services opens nothing: a stand-in handle is enough (no query runs in these tests).
const database = (): Database => ({
  db: {} as Db,
  kind: "pglite",
  ping: async () => {},
  exec: async () => {},
  ownConnections: () => ({}) as Db,
  listen: async () => async () => {},
  close: async () => {},
});

describe("the composition root", () => {
  it("gives each app its own providers, even on the same database handle", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    const shared = database();
    const one = buildServices({ config, database: shared });
    const two = buildServices({ config, database: shared });
    expect(one.mailer).not.toBe(two.mailer);
    expect(one.cipher).not.toBe(two.cipher);
    expect(one.payments.sandbox).not.toBe(two.payments.sandbox);
    one.payments.sandbox.close();
    two.payments.sandbox.close();
  });

  it("feature deps pick the app's instances instead of building their own", () => {
    const services = buildServices({ config: loadConfig({ NODE_ENV: "test" }), database: database() });
    const payments = paymentsDeps(services);
    expect(payments.gateway).toBe(services.payments.sandbox);
    expect(payments.mailer).toBe(services.mailer);
    expect(paymentsDeps(services).gateway).toBe(payments.gateway);
    expect(eTicketsDeps(services).cipher).toBe(services.cipher);
    services.payments.sandbox.close();
  });

  it("PAYMENT_GATEWAY=xendit calls Xendit over HTTP and keeps the sandbox beside it", () => {
    const services = buildServices({
      config: loadConfig({ NODE_ENV: "test", PAYMENT_GATEWAY: "xendit" }),
      database: database(),
    });
    expect(services.payments.client.provider).toBe("xendit");
    expect(services.payments.client).not.toBe(services.payments.sandbox);
    services.payments.sandbox.close();
  });
});
