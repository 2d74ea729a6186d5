import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";

/** "By continuing you agree to the Terms and the Privacy Policy", with both as links. */
export function ConsentNote({ signup = false }: { signup?: boolean }) {
  const t = useT();
  const href = useRouteHref();
  const template = signup ? t("auth.signupTerms") : t("auth.consent");
  const links = {
    terms: (
      <Link key="terms" to={href("TermsAndConditions")} className="font-semibold text-brand-700 underline">
        {t("auth.terms")}
      </Link>
    ),
    privacy: (
      <Link key="privacy" to={href("PrivacyPolicy")} className="font-semibold text-brand-700 underline">
        {t("auth.privacy")}
      </Link>
    ),
  };
  return (
    <p className="text-center text-xs text-slate-600">
      {template
        .split(/(\{terms\}|\{privacy\})/)
        .map((part) => (part === "{terms}" ? links.terms : part === "{privacy}" ? links.privacy : part))}
    </p>
  );
}
