import type { ComponentType } from "react";
import { Link } from "react-router";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { type ModalName, type ModalProps, useModal } from "./modal-context.ts";

type BodyProps = ModalProps & { onClose: () => void };

function AuthTabs({ active }: { active: "login" | "signup" }) {
  const t = useT();
  const modal = useModal();
  const tab = (name: "login" | "signup", label: MessageKey) => (
    <button
      type="button"
      role="tab"
      id={`auth-tab-${name}`}
      aria-selected={active === name}
      aria-controls="auth-panel"
      onClick={() => modal.open(name)}
      className={`flex-1 border-b-2 py-2 text-sm font-semibold ${active === name ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500"}`}
    >
      {t(label)}
    </button>
  );
  return (
    <>
      <div role="tablist" className="mb-4 flex">
        {tab("login", "modal.loginTab")}
        {tab("signup", "modal.signupTab")}
      </div>
      <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${active}`}>
        <p className="text-sm text-slate-600">{t("modal.authComingSoon")}</p>
      </div>
    </>
  );
}

function ComingSoonBody() {
  const t = useT();
  return <p className="text-sm text-slate-600">{t("pages.comingSoonBody")}</p>;
}

function FormTimeoutBody({ slug, onClose }: BodyProps) {
  const t = useT();
  const href = useRouteHref();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("modal.formTimeoutBody")}</p>
      <Link
        to={slug ? href("EventDetail", { slug }) : href("LandingPage")}
        onClick={onClose}
        className="block rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
      >
        {t("modal.reorder")}
      </Link>
    </div>
  );
}

/**
 * Title and body of each modal. The accounts issue replaces the login, signup, change-password and
 * update-profile bodies with their forms; the frame (dialog, title, close, tabs) stays here.
 */
export const MODAL_BODIES: Record<ModalName, { title: MessageKey; Body: ComponentType<BodyProps> }> = {
  login: { title: "modal.login", Body: () => <AuthTabs active="login" /> },
  signup: { title: "modal.signup", Body: () => <AuthTabs active="signup" /> },
  "change-password": { title: "modal.changePassword", Body: ComingSoonBody },
  "update-profile": { title: "modal.updateProfile", Body: ComingSoonBody },
  "form-timeout": { title: "modal.formTimeoutTitle", Body: FormTimeoutBody },
};
