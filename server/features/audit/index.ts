/** The audit log of organisers' changes to events: its public entry (ADR 0117). */
export { type AuditEntry, listAuditEntries } from "./data.ts";
export { type AuditChange, recordAudit } from "./record-audit.ts";
