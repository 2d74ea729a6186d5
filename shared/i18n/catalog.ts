import type { en } from "./catalogs/en.ts";

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every locale's catalog must have: the English catalog with its literals widened. */
export type Catalog = Widen<typeof en>;

type Join<K extends string, P extends string> = P extends "" ? K : `${K}.${P}`;
type Paths<T> = T extends string ? "" : { [K in keyof T & string]: Join<K, Paths<T[K]>> }[keyof T & string];

/** Dotted key of one message, checked at compile time, e.g. `"nav.login"`. */
export type MessageKey = Paths<Catalog>;
