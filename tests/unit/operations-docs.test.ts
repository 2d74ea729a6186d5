import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Db } from "../../server/db/client.ts";
import { createDatabaseMetrics } from "../../server/features/system/database-metrics.ts";
import { createAppMetrics } from "../../server/metrics/app-metrics.ts";

/**
 * The operator's files (ADR 0135): the Prometheus alert rules and the Grafana dashboard parse, every
 * metric they read is one `/metrics` serves, and every alert has its entry in docs/operations.md.
 * (`promtool check rules` and `promtool test rules docs/operations/alerts.test.yml` check the PromQL
 * itself where Prometheus is installed.)
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** Every family `/metrics` can serve, with its type: both registries, read with nothing to read from. */
async function servedFamilies(): Promise<Map<string, string>> {
  const processes = createAppMetrics({ engine: "postgres" });
  processes.collectProcessMetrics();
  const failing = () => {
    throw new Error("no database in a unit test");
  };
  const database = createDatabaseMetrics({
    db: () => ({ execute: failing, select: failing }) as unknown as Db,
    waitingRoom: { lines: async () => [] },
    mailDelivery: true,
  });
  const text = `${await processes.registry.metrics()}\n${await database.render()}`;
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** The metric names an expression reads (histogram series resolved to their family). */
function metricsRead(expr: string, families: Map<string, string>): string[] {
  const names = [...expr.matchAll(/\b((?:tiketin|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => m[1]!);
  return names.map((name) => {
    const base = name.replace(/_(bucket|sum|count)$/, "");
    return base !== name && families.get(base) === "histogram" ? base : name;
  });
}

describe("docs/operations", () => {
  const alerts = parse(read("docs/operations/alerts.yml")) as { groups: { name: string; rules: Rule[] }[] };
  const rules = alerts.groups.flatMap((group) => group.rules);
  const dashboard = JSON.parse(read("docs/operations/grafana-dashboard.json")) as {
    uid: string;
    panels: { id: number; type: string; title: string; targets?: { expr: string; datasource: unknown }[] }[];
  };
  const operations = read("docs/operations.md");

  it("alerts.yml parses into alerting rules with a severity, a summary and a runbook entry", () => {
    expect(rules.length).toBeGreaterThanOrEqual(10);
    const names = rules.map((rule) => rule.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rule.expr.trim()).not.toBe("");
      expect(["critical", "warning", "info"]).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.description).toBeTruthy();
      const anchor = rule.alert!.toLowerCase();
      expect(rule.annotations?.runbook).toBe(`docs/operations.md#${anchor}`);
      // Each alert has its own section: what it means and what the operator does.
      expect(operations).toMatch(new RegExp(`^### ${rule.alert}$`, "m"));
    }
    // The four the operator was promised.
    for (const name of [
      "CheckoutErrors",
      "DatabasePoolSaturated",
      "MailOutboxLagging",
      "PaymentCallbacksRejected",
    ])
      expect(names).toContain(name);
  });

  it("alerts.test.yml (promtool's unit tests) parses and tests alerts that exist", () => {
    const tests = parse(read("docs/operations/alerts.test.yml")) as {
      rule_files: string[];
      tests: { alert_rule_test: { alertname: string }[] }[];
    };
    expect(tests.rule_files).toEqual(["alerts.yml"]);
    const names = new Set(rules.map((rule) => rule.alert));
    for (const test of tests.tests)
      for (const check of test.alert_rule_test) expect(names).toContain(check.alertname);
  });

  it("the Grafana dashboard parses, every panel reads Prometheus through the chosen data source", () => {
    expect(dashboard.uid).toBe("tiketin-operations");
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const graphs = dashboard.panels.filter((panel) => panel.type !== "row");
    expect(graphs.length).toBeGreaterThanOrEqual(20);
    for (const panel of graphs) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's variable, not a template literal
        expect(target.datasource).toEqual({ type: "prometheus", uid: "${datasource}" });
        expect(target.expr).toContain('instance=~"$instance"');
      }
    }
  });

  it("reads only metrics that /metrics serves, and graphs every tiketin_ family", async () => {
    const families = await servedFamilies();
    expect(families.size).toBeGreaterThan(30);
    const exprs = [
      ...rules.map((rule) => rule.expr),
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
    ];
    for (const expr of exprs)
      for (const name of metricsRead(expr, families))
        expect(families.has(name), `${name} in ${expr}`).toBe(true);
    const graphed = new Set(
      dashboard.panels.flatMap((panel) =>
        (panel.targets ?? []).flatMap((t) => metricsRead(t.expr, families)),
      ),
    );
    for (const name of families.keys())
      if (name.startsWith("tiketin_")) expect(graphed, name).toContain(name);
  });
});
