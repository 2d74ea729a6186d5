import { lazy } from "react";
import { Link } from "react-router";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { ACCOUNT_NAMESPACES } from "../lib/route-messages.tsx";
import type { ModalBodies, ModalBodyProps } from "../ui/modal-body.ts";
import { type SocialSignUp, useModal } from "../ui/modal-context.ts";

// The account forms (and the validators and zod they bring) load when a modal first opens, not with
// every page: they were about a fifth of each page's JavaScript. The host wraps bodies in Suspense.
const LoginForm = lazy(() => import("../accounts/login-form.tsx").then((m) => ({ default: m.LoginForm })));
const SignupForm = lazy(() => import("../accounts/signup-form.tsx").then((m) => ({ default: m.SignupForm })));
const CompleteProfileForm = lazy(() =>
  import("../accounts/complete-profile-form.tsx").then((m) => ({ default: m.CompleteProfileForm })),
);
const ChangePasswordForm = lazy(() =>
  import("../accounts/change-password-form.tsx").then((m) => ({ default: m.ChangePasswordForm })),
);
const UpdateProfileForm = lazy(() =>
  import("../accounts/update-profile-form.tsx").then((m) => ({ default: m.UpdateProfileForm })),
);

function AuthTabs({
  active,
  social,
  secondFactor,
}: {
  active: "login" | "signup";
  social?: SocialSignUp;
  secondFactor?: boolean;
}) {
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
        {active === "login" ? (
          <LoginForm secondFactor={secondFactor} />
        ) : social ? (
          <CompleteProfileForm social={social} />
        ) : (
          <SignupForm />
        )}
      </div>
    </>
  );
}

function FormTimeoutBody({ slug, onClose }: ModalBodyProps) {
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
 * Title and body of each modal, handed to the host by the root (web/ui knows no feature folder).
 */
export const MODAL_BODIES: ModalBodies = {
  login: {
    title: "modal.login",
    Body: ({ secondFactor }) => <AuthTabs active="login" secondFactor={secondFactor} />,
    namespaces: ACCOUNT_NAMESPACES,
  },
  signup: {
    title: "modal.signup",
    Body: ({ social }) => <AuthTabs active="signup" social={social} />,
    namespaces: ACCOUNT_NAMESPACES,
  },
  "change-password": {
    title: "modal.changePassword",
    Body: ChangePasswordForm,
    namespaces: ACCOUNT_NAMESPACES,
  },
  "update-profile": { title: "modal.updateProfile", Body: UpdateProfileForm, namespaces: ACCOUNT_NAMESPACES },
  "form-timeout": { title: "modal.formTimeoutTitle", Body: FormTimeoutBody },
};
