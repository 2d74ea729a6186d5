import { z } from "zod";
import { VISITOR_FIELD_SENSITIVITIES, VISITOR_FIELD_TYPES, type VisitorField } from "./visitor-fields.ts";

/** Parses a stored per-event visitor form (`event_visitor_fields.config`), filling the defaults. */
export const visitorFieldSchema = z.object({
  // A letter first: keys starting with "_" are reserved for what the server stores beside the answers.
  key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  label: z.string().min(1).max(255),
  type: z.enum(VISITOR_FIELD_TYPES),
  required: z.boolean().default(true),
  allow_filler: z.boolean().default(false),
  options: z.array(z.string()).optional(),
  ticket_names: z.array(z.string()).optional(),
  ticket_options: z.record(z.string(), z.array(z.string())).optional(),
  max_items: z.number().int().min(1).max(20).optional(),
  max_length: z.number().int().min(1).max(1000).default(255),
  prefixes: z
    .array(z.string().regex(/^[0-9]{1,15}$/))
    .max(50)
    .optional(),
  help: z.string().max(500).optional(),
  sensitivity: z.enum(VISITOR_FIELD_SENSITIVITIES).optional(),
});
export const visitorFieldsSchema = z.array(visitorFieldSchema);

// The parsed config must be exactly the shared type the validators and the forms use.
type Parsed = z.infer<typeof visitorFieldSchema>;
const sameShape: [Parsed, VisitorField] extends [VisitorField, Parsed] ? true : never = true;
void sameShape;
