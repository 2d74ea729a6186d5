import { BUYER_OPERATIONS } from "./api-operations.ts";
import { ORGANIZER_OPERATIONS } from "./organizer-operations.ts";

/**
 * Every operation's method and path, for the contract table (server and OpenAPI), the SSR loaders and the
 * organiser workspace. Buyer pages' browser code reads `BUYER_OPERATIONS` alone.
 */
export const API_OPERATIONS = { ...BUYER_OPERATIONS, ...ORGANIZER_OPERATIONS } as const;
