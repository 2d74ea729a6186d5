import { describe, expect, it } from "vitest";
import { failureDigest, playwrightFailures, vitestFailures } from "../../scripts/failure-digest.mjs";

/** Shaped as Playwright 1.x writes it (--reporter=json): files, describes, specs, per-project tests. */
const playwrightReport = {
  suites: [
    {
      title: "payments-history.spec.ts",
      file: "payments-history.spec.ts",
      specs: [
        {
          title: "a buyer with no orders sees the empty state",
          file: "payments-history.spec.ts",
          line: 21,
          tests: [{ projectName: "journeys", results: [{ status: "passed", errors: [] }] }],
        },
      ],
      suites: [
        {
          title: "390 px",
          file: "payments-history.spec.ts",
          specs: [
            {
              title: "load more",
              file: "payments-history.spec.ts",
              line: 46,
              tests: [
                {
                  projectName: "journeys",
                  results: [
                    {
                      status: "failed",
                      errors: [
                        {
                          location: { file: "/repo/tests/e2e/payments-history.spec.ts", line: 68, column: 5 },
                          message:
                            "Error: \u001b[2mexpect(\u001b[22mlocator\u001b[2m).\u001b[22mtoHaveCount\u001b[2m(\u001b[22mexpected\u001b[2m)\u001b[22m failed\n\nLocator: getByTestId('history-row')\nExpected: \u001b[32m12\u001b[39m\nReceived: \u001b[31m10\u001b[39m\n\n  67 |     await button.click();\n> 68 |     await expect(rows).toHaveCount(12);\n     |                        ^",
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              title: "the journey",
              file: "payments-history.spec.ts",
              line: 90,
              tests: [
                {
                  projectName: "journeys",
                  results: [
                    { status: "timedOut", errors: [{ message: "Test timeout of 60000ms exceeded." }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const vitestReport = {
  testResults: [
    {
      name: "/repo/tests/integration/checkout.test.ts",
      assertionResults: [
        { status: "passed", title: "holds" },
        {
          status: "failed",
          title: "no oversell",
          fullName: "checkout no oversell",
          failureMessages: [
            "AssertionError: expected 6 to be 5\n    at /repo/tests/integration/checkout.test.ts:40:7",
          ],
        },
      ],
    },
  ],
};

describe("npm test's last word on failed tests", () => {
  it("names each failed or timed-out browser test with where it failed and its error, without colour codes", () => {
    const lines = failureDigest("browser", playwrightFailures(playwrightReport, "/repo")).join("\n");
    expect(lines).toContain("--- browser: 2 failed");
    expect(lines).toContain("✘ [journeys] payments-history.spec.ts › 390 px › load more (failed)");
    expect(lines).toContain("at tests/e2e/payments-history.spec.ts:68");
    expect(lines).toContain("Expected: 12");
    expect(lines).toContain("Received: 10");
    expect(lines).toContain("✘ [journeys] payments-history.spec.ts › 390 px › the journey (timedOut)");
    expect(lines).toContain("at payments-history.spec.ts:90");
    expect(lines).toContain("Test timeout of 60000ms exceeded.");
    expect(lines).not.toContain("\u001b[");
    // The location line already points at the source: the quoted code frame is left out.
    expect(lines).not.toContain("await button.click()");
    expect(lines).not.toContain("empty state");
  });

  it("names Vitest's failures with their file and first message line", () => {
    const lines = failureDigest("vitest", vitestFailures(vitestReport, "/repo"));
    expect(lines).toEqual([
      "--- vitest: 1 failed",
      "  ✘ tests/integration/checkout.test.ts › checkout no oversell",
      "      AssertionError: expected 6 to be 5",
      "          at /repo/tests/integration/checkout.test.ts:40:7",
    ]);
  });

  it("prints nothing when nothing failed", () => {
    expect(failureDigest("browser", playwrightFailures({ suites: [] }, "/repo"))).toEqual([]);
  });
});
