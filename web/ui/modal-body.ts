import type { ComponentType } from "react";
import type { LazyNamespace, MessageKey } from "#shared/i18n/catalog.ts";
import type { ModalName, ModalProps } from "./modal-context.ts";

export type ModalBodyProps = ModalProps & { onClose: () => void };

/** Title and body of one modal; the frame (dialog, title, close button, focus handling) is the host's. */
export interface ModalBody {
  title: MessageKey;
  Body: ComponentType<ModalBodyProps>;
  /** Catalog namespaces the body shows, loaded (like its code) when the modal first opens. */
  namespaces?: readonly LazyNamespace[];
}

export type ModalBodies = Record<ModalName, ModalBody>;

/**
 * How the host gets the bodies: handed in by a higher layer (the root), so `web/ui` never imports the
 * feature folders whose forms the bodies are, and loaded only when a modal first opens.
 */
export type LoadModalBodies = () => Promise<ModalBodies>;
