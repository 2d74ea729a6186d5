import { afterAll, beforeAll, expect, it } from "vitest";
import { inTransaction } from "../../server/db/transaction.ts";
import { DEMO_ORGANIZER, demoOrganizerSeeder } from "../../server/seed/demo-organizer-seeder.ts";
import { logInAs } from "../support/accounts.ts";
import { createEvent, createOrganiser } from "../support/events-fixtures.ts";
import { orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("the demo organiser signs in with the printed password and owns the first organisation's events", async () => {
  const organiser = await createOrganiser(t.database.db, "Penyelenggara Demo");
  await createEvent(t.database.db, { organiserId: organiser.id, title: "Konser Demo" });
  await inTransaction(t.database.db, (tx) => demoOrganizerSeeder.run(tx, { scale: "demo" }));
  // Running it again (a restart) changes nothing.
  await inTransaction(t.database.db, (tx) => demoOrganizerSeeder.run(tx, { scale: "demo" }));
  const token = await logInAs(t.app, DEMO_ORGANIZER.email, DEMO_ORGANIZER.password);
  const mine = await orgCall(t.app, { method: "GET", url: "/organizer/organizations", token });
  expect(mine.body.data).toEqual({ rows: [expect.objectContaining({ id: organiser.id, role: "owner" })] });
  const events = await orgCall(t.app, {
    method: "GET",
    url: `/organizer/organizations/${organiser.id}/events`,
    token,
  });
  expect((events.body.data as { rows: { title: string }[] }).rows.map((row) => row.title)).toEqual([
    "Konser Demo",
  ]);
});
