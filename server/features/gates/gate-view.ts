import type { Gate, GateLink } from "#shared/contracts/organizer-gates.ts";
import type { GateLinkRecord, GateRow } from "./gates-data.ts";

export const toGate = (row: GateRow): Gate => ({
  id: row.id,
  name: row.name,
  archived: row.archivedAt !== null,
  created_at: row.createdAt.toISOString(),
});

export const toGateLink = (row: GateLinkRecord, callerId: string): GateLink => ({
  id: row.id,
  gate_id: row.gateId,
  gate_name: row.gateName,
  label: row.label,
  holder_name: row.holderName,
  mine: row.holderId === callerId,
  created_at: new Date(row.createdAt).toISOString(),
  revoked_at: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
});
