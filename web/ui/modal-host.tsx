import { lazy, type ReactNode, Suspense, useCallback, useLayoutEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { ModalContext, type ModalName, type ModalProps } from "./modal-context.ts";

export { useModal } from "./modal-context.ts";

interface ModalState {
  name: ModalName | "none";
  props: ModalProps;
}

// The dialog, its bodies and their text load when a modal first opens: no first view shows one, and
// every page carries this host.
const ModalDialog = lazy(() => import("./modal-dialog.tsx").then((m) => ({ default: m.ModalDialog })));

/**
 * Holds the one open modal and renders it in a native <dialog> (see modal-dialog.tsx).
 */
export function ModalHost({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ name: "none", props: {} });
  const location = useLocation();
  const open = useCallback((name: ModalName, props: ModalProps = {}) => setState({ name, props }), []);
  const close = useCallback(() => setState({ name: "none", props: {} }), []);

  // A route change closes any open modal (spec section 2). A layout effect runs before the new page's
  // own effects, so a page that opens a modal on arrival (e.g. the login prompt) is not closed again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useLayoutEffect(() => {
    close();
  }, [location.key, close]);

  const api = useMemo(() => ({ current: state.name, open, close }), [state.name, open, close]);
  return (
    <ModalContext.Provider value={api}>
      {children}
      {state.name !== "none" ? (
        <Suspense fallback={null}>
          <ModalDialog name={state.name} props={state.props} onClose={close} />
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}
