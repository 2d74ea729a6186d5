/** The waiting room as other features and the composition root may use it (ADR 0124). */
export {
  configureWaitingRoom,
  readWaitingRoom,
  type WaitingRoomSettingsInput,
} from "./configure-waiting-room.ts";
export { organizerWaitingRoomRoutes } from "./organizer-routes.ts";
export { postgresWaitingRoomStore } from "./postgres-store.ts";
export { redisWaitingRoomStore } from "./redis-store.ts";
export { waitingRoomRoutes } from "./routes.ts";
export { queueStatusLiveAnswer } from "./status-fast-path.ts";
export { StoreUnavailableError, type WaitingRoomStore } from "./store.ts";
export {
  type AdmissionGate,
  type AdmissionReceipt,
  createWaitingRoom,
  type LineReading,
  startAdmissions,
  type WaitingRoom,
} from "./waiting-room.ts";
export { waitingRoomSeeder } from "./waiting-room-seeder.ts";
