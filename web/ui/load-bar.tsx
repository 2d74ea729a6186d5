import { useNavigation } from "react-router";
import { useT } from "../lib/i18n.tsx";

/** A thin bar at the top of the viewport while a route change is loading (spec section 2). */
export function LoadBar() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-busy="true"
      className="load-bar fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="load-bar-fill h-full bg-brand-600" />
    </div>
  );
}
