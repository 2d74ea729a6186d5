import { lazy, type ReactNode, Suspense, useCallback, useLayoutEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { LoadModalBodies } from "./modal-body.ts";
import { ModalContext, type ModalName, type ModalProps } from "./modal-context.ts";
import { isSameScreen } from "./same-screen.ts";

export { useModal } from "./modal-context.ts";

interface ModalState {
  name: ModalName | "none";
  props: ModalProps;
}

interface OpenDialogProps {
  name: ModalName;
  props: ModalProps;
  onClose: () => void;
}

// The dialog, its bodies and their text load when a modal first opens: no first view shows one, and
// every page carries this host.
function lazyDialog(loadBodies: LoadModalBodies) {
  return lazy(async () => {
    const [{ ModalDialog }, bodies] = await Promise.all([import("./modal-dialog.tsx"), loadBodies()]);
    return {
      default: (dialog: OpenDialogProps) => <ModalDialog {...dialog} body={bodies[dialog.name]} />,
    };
  });
}

/**
 * Holds the one open modal and renders it in a native <dialog> (see modal-dialog.tsx). The bodies come
 * from `loadBodies`, given by the root: the forms they show belong to feature folders above `web/ui`.
 */
export function ModalHost({ children, loadBodies }: { children: ReactNode; loadBodies: LoadModalBodies }) {
  const [state, setState] = useState<ModalState>({ name: "none", props: {} });
  // One lazy component per host: created once, so React keeps the loaded dialog across opens.
  const [ModalDialog] = useState(() => lazyDialog(loadBodies));
  const { key: locationKey, state: locationState } = useLocation();
  const open = useCallback((name: ModalName, props: ModalProps = {}) => setState({ name, props }), []);
  const close = useCallback(() => setState({ name: "none", props: {} }), []);

  // A route change closes any open modal (spec section 2). A layout effect runs before the new page's
  // own effects, so a page that opens a modal on arrival (e.g. the login prompt) is not closed again.
  // The same screen drawn in another language on its own (`SAME_SCREEN`) keeps it open, with what is
  // typed and chosen in it: the sign-in dialog of a first visit from an English browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useLayoutEffect(() => {
    if (!isSameScreen(locationState)) close();
  }, [locationKey, close]);

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
