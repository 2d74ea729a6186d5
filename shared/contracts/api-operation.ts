export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One row of the operation tables (api-operations.ts, organizer-operations.ts). */
export interface ApiOperation {
  method: HttpMethod;
  /** Relative to `/api/v1`, e.g. `/public/events/detail/:id`. */
  path: string;
}
