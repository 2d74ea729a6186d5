import type { RefObject } from "react";
import { useT } from "../lib/i18n.tsx";
import { ExternalLink } from "../shell/external-link.tsx";
import { CopyButton } from "../ui/copy-button.tsx";

const SHEET_LINK =
  "flex min-h-11 w-full items-center rounded-xl px-3 text-left font-semibold text-slate-800 hover:bg-slate-100";

/** Where a share goes: WhatsApp (how most buyers pass an event on), X and Facebook, by their share URLs. */
export function shareTargets(url: string, text: string) {
  const u = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    x: `https://x.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/**
 * What the page's own share sheet offers (WhatsApp, X, Facebook, copy link): its code arrives when
 * "Bagikan" is first opened, not with the page (share-panel.tsx draws the sheet around it).
 */
export default function ShareSheet({
  url,
  text,
  details,
}: {
  url: string;
  text: string;
  details: RefObject<HTMLDetailsElement | null>;
}) {
  const t = useT();
  const targets = shareTargets(url, text);
  return (
    <>
      <div className="flex items-center justify-between">
        <p className="font-bold text-slate-900">{t("eventShare.share.sheetTitle")}</p>
        <button
          type="button"
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          onClick={() => {
            if (details.current) details.current.open = false;
          }}
        >
          {t("eventShare.share.close")}
        </button>
      </div>
      <ul className="mt-2 space-y-1">
        <li>
          <ExternalLink href={targets.whatsapp} className={SHEET_LINK}>
            {t("eventShare.share.whatsapp")}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={targets.x} className={SHEET_LINK}>
            {t("eventShare.share.x")}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={targets.facebook} className={SHEET_LINK}>
            {t("eventShare.share.facebook")}
          </ExternalLink>
        </li>
        <li>
          <CopyButton text={url} className={SHEET_LINK}>
            {t("eventShare.share.copyLink")}
          </CopyButton>
        </li>
      </ul>
    </>
  );
}
