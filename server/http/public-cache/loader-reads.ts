/**
 * A render thread's copy of the public reads the main thread stored (ADR 0111): the same answers its
 * loaders' in-process API would get from the public cache, without a round trip to a main thread busy
 * answering the ticket war. Keyed by language and URL, each kept until its read's life is over, and
 * bounded as the main thread's cache is. Imports nothing, so the render thread's build can carry it.
 */
export interface LoaderRead {
  url: string;
  locale: string;
  headers: [string, string][];
  body: Uint8Array;
  freshUntil: number;
}

export interface LoaderReads {
  keep(read: LoaderRead): void;
  /** The fresh read for a loader's call to `apiPrefix + path` in `locale`, or null. */
  fresh(path: string, locale: string): LoaderRead | null;
}

const MAX_LOADER_READS = 2_000;

export function createLoaderReads(apiPrefix: string, now: () => number = Date.now): LoaderReads {
  const reads = new Map<string, LoaderRead>();
  return {
    keep(read) {
      const key = `${read.locale} ${read.url}`;
      reads.delete(key);
      if (reads.size >= MAX_LOADER_READS) {
        const oldest = reads.keys().next().value;
        if (oldest !== undefined) reads.delete(oldest);
      }
      reads.set(key, read);
    },
    fresh(path, locale) {
      const read = reads.get(`${locale} ${apiPrefix}${path}`);
      return read && read.freshUntil > now() ? read : null;
    },
  };
}
