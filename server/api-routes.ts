import type { ApiRoute } from "./http/api-route.ts";

/**
 * Every `/api/v1` endpoint, in one list, so the OpenAPI document and the 405 detection see them all.
 * Feature issues append their route arrays here (accounts, events, checkout, payments, tickets).
 */
export const API_ROUTES: readonly ApiRoute[] = [];
