import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTable } from "../../shared/contracts/api-table.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the contract table", () => {
  it("has a mounted route for every row, so the web never calls an operation the API lacks", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const missing = Object.entries(apiTable)
      .filter(([, row]) => {
        const path = `/api/v1${row.path}`.replace(/:(\w+)/g, "{$1}");
        return doc.paths[path]?.[row.method.toLowerCase()] === undefined;
      })
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
