/** The audit log of organisers' changes to events (issue 17 item 8): its public entry (ADR 0117). */
export { type AuditEntry, listAuditEntries } from "./list-audit-entries.ts";
export { type AuditChange, recordAudit } from "./record-audit.ts";
