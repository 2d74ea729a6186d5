/** The live-updates feature as other features may use it: its public entry (ADR 0117, ADR 0125). */
export { databaseLiveUpdates } from "./database-live-updates-store.ts";
export {
  announceEventActivity,
  coalescedActivity,
  eventActivityTopic,
  organisationActivityTopic,
} from "./event-activity.ts";
export type { LiveUpdate, LiveUpdates } from "./live-updates.ts";
export { liveUpdatesFor } from "./live-updates-for.ts";
export { redisLiveUpdates } from "./redis-live-updates.ts";
export { HEARTBEAT_MS, type SseStreams, sseStreams, type TopicStream } from "./sse.ts";
