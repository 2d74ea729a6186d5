import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLazyNamespace } from "#shared/i18n/browser-catalogs.ts";
import { DEFAULT_LOCALE, isLocale } from "#shared/i18n/locales.ts";
import { loadMessages } from "./lib/messages.ts";

/**
 * The client bundle carries no catalog: the page's own language (from `<html lang>`) and the namespaces
 * its routes need (`data-messages`, written by the root layout) are fetched first, so hydration renders
 * exactly the server's text. Should that fetch fail, the server HTML stays as it is (links still work
 * as plain page loads) rather than hydrating into message keys.
 */
const root = document.documentElement;
const locale = isLocale(root.lang) ? root.lang : DEFAULT_LOCALE;
const namespaces = (root.dataset.messages ?? "").split(" ").filter(isLazyNamespace);

loadMessages(locale, namespaces).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error("could not load the page's text; staying on the server HTML", error),
);
