import { useRevalidator } from "react-router";
import { type LiveState, useLiveStream } from "../live/use-live-stream.ts";

export type { LiveState };

/** A dashboard's figures, read again through the page's loader on every update of its stream. */
export function useLiveFigures(streamUrl: string): LiveState {
  const revalidator = useRevalidator();
  return useLiveStream(streamUrl, revalidator.revalidate);
}
