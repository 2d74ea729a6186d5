import { createContext, useContext } from "react";

/** Spec section 4: the modal states. */
export type ModalName = "login" | "signup" | "change-password" | "update-profile" | "form-timeout";
export interface ModalProps {
  /** The event whose order timed out (form-timeout: Re-Order goes back to it). */
  slug?: string;
}

export interface ModalApi {
  current: ModalName | "none";
  open(name: ModalName, props?: ModalProps): void;
  close(): void;
}

export const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error("useModal must be used inside ModalHost");
  return api;
}
