import type { ReactNode } from "react";
import { useT } from "../lib/i18n.tsx";
import { useSnackbar } from "./snackbar.tsx";

/**
 * Copies a text (a voucher code, a VA number, a contact address) and confirms it with a snackbar:
 * success when the clipboard took it, error when the browser refused (spec section 2).
 */
export function CopyButton({
  text,
  children,
  className = "",
}: {
  text: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  const snackbar = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      snackbar.show("success", t("snackbar.copied"));
    } catch {
      snackbar.show("error", t("snackbar.copyFailed"));
    }
  };
  return (
    <button type="button" onClick={copy} className={className} data-copy-text={text}>
      {children}
    </button>
  );
}
