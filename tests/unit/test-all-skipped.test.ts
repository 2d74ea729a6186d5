import { describe, expect, it } from "vitest";
import { skippedSummary, skippedTests } from "../../scripts/skipped-tests.mjs";

const report = {
  testResults: [
    {
      name: "/repo/tests/integration/checkout-concurrency.test.ts",
      assertionResults: [
        { status: "passed", title: "runs on both engines" },
        {
          status: "skipped",
          title: "two buyers, one seat",
          fullName: "checkout races on PostgreSQL two buyers, one seat",
        },
        {
          status: "skipped",
          title: "a hundred holds",
          fullName: "checkout races on PostgreSQL a hundred holds",
        },
      ],
    },
    {
      name: "/repo/tests/integration/payments-concurrency.test.ts",
      assertionResults: [{ status: "pending", title: "duplicate callbacks at once" }],
    },
    {
      name: "/repo/tests/unit/money.test.ts",
      assertionResults: [{ status: "passed", title: "formats rupiah" }],
    },
  ],
};

describe("npm test's word on skipped tests", () => {
  it("on the embedded database, says loudly how many were skipped, where, and how to run them", () => {
    const skipped = skippedTests(report, "/repo");
    expect(skipped).toHaveLength(3);
    const text = skippedSummary(skipped, { postgres: false }).join("\n");
    expect(text).toContain("3 TESTS SKIPPED");
    expect(text).toContain("PostgreSQL-only");
    expect(text).toContain("2  tests/integration/checkout-concurrency.test.ts");
    expect(text).toContain("1  tests/integration/payments-concurrency.test.ts");
    expect(text).toContain(
      "DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run tests/integration/checkout-concurrency.test.ts tests/integration/payments-concurrency.test.ts",
    );
  });

  it("says nothing when nothing was skipped", () => {
    expect(
      skippedSummary(skippedTests({ testResults: [report.testResults[2]!] }, "/repo"), { postgres: false }),
    ).toEqual([]);
  });
});
