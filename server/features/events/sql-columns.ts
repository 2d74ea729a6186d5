import { type Column, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column written with its table name. Drizzle leaves columns unqualified in single-table selects; a
 * correlated subquery built from them (`WHERE "event_id" = "id"`) would silently bind `id` to the
 * inner table. Every column inside a subquery goes through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
