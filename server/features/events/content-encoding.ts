// Content negotiation moved to the HTTP layer (the read fast path uses it too); kept here for imports.
export { type ContentEncoding, pickEncoding } from "../../http/content-encoding.ts";
