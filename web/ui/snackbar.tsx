import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** Spec section 9: a snackbar hides after 1.5 seconds. */
export const SNACKBAR_DURATION_MS = 1_500;

export type SnackbarType = "success" | "error";
interface SnackbarMessage {
  id: number;
  type: SnackbarType;
  text: string;
}

interface SnackbarApi {
  show(type: SnackbarType, text: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error("useSnackbar must be used inside SnackbarProvider");
  return api;
}

/**
 * One snackbar at a time, announced to screen readers: success politely (role=status), errors
 * assertively (role=alert). The live regions are always in the DOM so the announcement is not lost.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const nextId = useRef(0);
  const show = useCallback((type: SnackbarType, text: string) => {
    nextId.current += 1;
    setMessage({ id: nextId.current, type, text });
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const api = useMemo(() => ({ show }), [show]);
  const toast = (type: SnackbarType) =>
    message?.type === type ? (
      <div
        key={message.id}
        data-type={type}
        className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${type === "success" ? "bg-emerald-700" : "bg-red-700"}`}
      >
        {message.text}
      </div>
    ) : null;
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 desktop:bottom-8">
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="snackbar-success">
          {toast("success")}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="snackbar-error">
          {toast("error")}
        </div>
      </div>
    </SnackbarContext.Provider>
  );
}
