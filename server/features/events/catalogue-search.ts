import type { Database } from "../../db/client.ts";
import { databaseLiveUpdates, type LiveUpdate, type LiveUpdates } from "../live-updates/index.ts";
import { type CatalogueIndex, createCatalogueIndex } from "./catalogue-index.ts";
import { listCatalogueEvents } from "./list-data.ts";

/**
 * The topic on which the database announces the ids of events whose listing changed: migration 0020's
 * triggers, on every write to an event, its categories or seat sections (and through migration 0014's,
 * its lineup, a talent or its organiser), whatever made it.
 */
export const CATALOGUE_TOPIC = "catalogue:events";
/** A reload that failed (the database away) is tried again after this long. */
const RETRY_MS = 1_000;

export interface CatalogueSearch {
  /** This process's index of the listed catalogue: built on first use, then kept current. */
  index(): Promise<CatalogueIndex>;
  /** Resolves once the changes heard so far are in the index (tests and benches wait on it). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The event ids an announcement names; anything else in it is ignored. */
function announcedIds(update: LiveUpdate): number[] {
  const ids = (update.data as { ids?: unknown } | null)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
}

/**
 * Wires the index to the live-updates channel (ADR 0134): subscribes to the catalogue's announcements,
 * then builds the index from the database, then reloads the events each announcement names, one batch
 * at a time (announcements that arrive during a reload are merged into the next one). The channel is
 * the database's (LISTEN/NOTIFY): the announcements are written by its triggers, so even when the app's
 * other topics go through Redis, this one is heard where it is said.
 */
export function catalogueSearch(
  database: Pick<Database, "db" | "listen">,
  live: LiveUpdates,
): CatalogueSearch {
  const channel = live.backend === "postgres" ? live : databaseLiveUpdates(database);
  const pending = new Set<number>();
  let built: Promise<CatalogueIndex> | null = null;
  let draining: Promise<void> | null = null;
  let unsubscribe: (() => void) | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const drain = (): Promise<void> => {
    draining ??= (async () => {
      try {
        const index = await (built ?? Promise.reject(new Error("not built")));
        while (pending.size > 0 && !closed) {
          const ids = [...pending];
          pending.clear();
          try {
            index.apply(ids, await listCatalogueEvents(database.db, ids));
          } catch {
            for (const id of ids) pending.add(id);
            retry ??= setTimeout(() => {
              retry = null;
              void drain();
            }, RETRY_MS);
            retry.unref();
            return;
          }
        }
      } catch {
        // Not built (or the build failed): the next build reads every change anyway.
        pending.clear();
      } finally {
        draining = null;
      }
    })();
    return draining;
  };

  const onUpdate = (update: LiveUpdate) => {
    const ids = announcedIds(update);
    if (ids.length === 0 || !built) return;
    for (const id of ids) pending.add(id);
    void drain();
  };

  const build = async (): Promise<CatalogueIndex> => {
    // Listening before reading: a change committed during the read is heard and applied after it.
    unsubscribe ??= await channel.subscribe(CATALOGUE_TOPIC, onUpdate);
    return createCatalogueIndex(await listCatalogueEvents(database.db));
  };

  return {
    index() {
      if (closed) return Promise.reject(new Error("catalogue search closed"));
      built ??= build().catch((error: unknown) => {
        built = null;
        throw error;
      });
      return built;
    },
    async settled() {
      while (draining) await draining;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      unsubscribe?.();
      await draining;
      if (channel !== live) await channel.close();
    },
  };
}
