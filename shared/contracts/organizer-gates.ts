import { z } from "zod";
import { oneLineText } from "./one-line-text.ts";

/**
 * The gate without a CLI: an event's named gates, each member's own check-in links
 * (revocable one by one), live throughput per gate and the double-admission report.
 */
export const GATE_NAME_MAX = 60;
export const GATE_LINK_LABEL_MAX = 60;
/** The throughput windows the gates screen shows, in minutes. */
export const THROUGHPUT_WINDOWS = [15, 60] as const;
/** The double-admission report shows the newest reports, at most this many. */
export const DOUBLE_ADMISSIONS_SHOWN = 100;

const pathId = z.string().max(200);
export const gateParamsSchema = z.object({ orgId: pathId, eventId: pathId, gateId: pathId });
export const gateLinkParamsSchema = z.object({ orgId: pathId, eventId: pathId, linkId: pathId });

/** A name as staff read it on the gate; control characters (NUL included) never reach the database. */
const gateText = oneLineText;

export const createGateBodySchema = z.object({ name: gateText(GATE_NAME_MAX) });
export const updateGateBodySchema = z.object({
  name: gateText(GATE_NAME_MAX).optional(),
  /** true archives the gate (its links stop working); false brings it back. */
  archived: z.boolean().optional(),
});
export type UpdateGateBody = z.infer<typeof updateGateBodySchema>;
/** `label`: a device's name; without it the link is the caller's own phone. */
export const createGateLinkBodySchema = z.object({ label: gateText(GATE_LINK_LABEL_MAX).optional() });

export const gateSchema = z.object({
  id: z.number(),
  name: z.string(),
  archived: z.boolean(),
  created_at: z.string(),
});
export type Gate = z.infer<typeof gateSchema>;

export const gateLinkSchema = z.object({
  id: z.string(),
  gate_id: z.number(),
  gate_name: z.string(),
  label: z.string().nullable(),
  holder_name: z.string(),
  /** Made by the caller. */
  mine: z.boolean(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type GateLink = z.infer<typeof gateLinkSchema>;

export const eventGatesSchema = z.object({
  event: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  /** Owners and admins: every gate (archived too) and every link; gate staff: open gates, own links. */
  can_manage: z.boolean(),
  gates: z.array(gateSchema),
  links: z.array(gateLinkSchema),
});
export type EventGates = z.infer<typeof eventGatesSchema>;

/** A new link: its URL (the secret in the fragment) is shown this once and never stored. */
export const issuedGateLinkSchema = z.object({ link: gateLinkSchema, url: z.string() });

const windowCountsSchema = z.object({
  minutes: z.number(),
  valid: z.number(),
  refused: z.number(),
  valid_per_minute: z.number(),
  refused_per_minute: z.number(),
});
export const gateThroughputSchema = z.object({
  /** Null for scans made with the operators' CLI link, grouped by the gate name typed on the device. */
  gate_id: z.number().nullable(),
  name: z.string(),
  windows: z.array(windowCountsSchema),
});
export type GateThroughput = z.infer<typeof gateThroughputSchema>;
export const doubleAdmissionSchema = z.object({
  ticket_id: z.string(),
  reference: z.string(),
  first_gate: z.string(),
  first_at: z.string(),
  second_gate: z.string(),
  second_at: z.string(),
});
export type DoubleAdmission = z.infer<typeof doubleAdmissionSchema>;
export const gateActivitySchema = z.object({
  as_of: z.string(),
  gates: z.array(gateThroughputSchema),
  double_admissions: z.array(doubleAdmissionSchema),
});
export type GateActivity = z.infer<typeof gateActivitySchema>;

/** The events a gate member may check in for: the organisation's published events. */
export const checkInEventsSchema = z.object({
  rows: z.array(z.object({ id: z.number(), title: z.string(), starts_at: z.string() })),
});
