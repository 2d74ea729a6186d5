import { createContext, useContext } from "react";

/** Spec section 4: the modal states. */
export type ModalName = "login" | "signup" | "change-password" | "update-profile" | "form-timeout";
/** What Google sign-in hands the sign-up modal for an unknown account (spec section 3: OAuthData). */
export interface SocialSignUp {
  email: string;
  name: string;
  type: "google";
  accessToken: string;
}

export interface ModalProps {
  /** The event whose order timed out (form-timeout: Re-Order goes back to it). */
  slug?: string;
  /** signup after Google sign-in with an unknown e-mail: the complete-profile step. */
  social?: SocialSignUp;
  /** login after a password or Google sign-in that still needs the second factor: the code step. */
  secondFactor?: boolean;
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
