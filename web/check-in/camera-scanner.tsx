import { useEffect, useRef, useState } from "react";
import { useT } from "../lib/i18n.tsx";

type CameraState = "off" | "starting" | "on" | "denied" | "unavailable";

/** How often a frame is decoded: fast enough to feel instant, light enough for an old phone. */
const DECODE_EVERY_MS = 150;
/**
 * A code held in front of the camera is checked once: it is checked again only after it has been out
 * of sight this long (otherwise a steward would see VALID turn into ALREADY USED for the same person).
 */
const SAME_CODE_GONE_MS = 2_000;

/**
 * Camera scanning: the rear camera through getUserMedia, each frame drawn into a canvas and decoded
 * with jsQR. jsQR is loaded only when the camera starts, so the page stays light for typed codes.
 */
export function CameraScanner({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("off");
  const stop = useRef<() => void>(() => {});
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => () => stop.current(), []);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
    setState("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: "environment" } },
        audio: false,
      });
    } catch (failure) {
      const name = failure instanceof DOMException ? failure.name : "";
      return setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
    }
    const { default: jsQR } = await import("jsqr");
    const element = video.current;
    if (!element) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    element.srcObject = stream;
    await element.play().catch(() => {});
    setState("on");
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    let last = { code: "", at: 0 };
    const timer = setInterval(() => {
      if (!context || element.readyState < 2 || element.videoWidth === 0) return;
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      context.drawImage(element, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" });
      if (!found?.data) return;
      const now = Date.now();
      const seenJustNow = found.data === last.code && now - last.at < SAME_CODE_GONE_MS;
      last = { code: found.data, at: now };
      if (!seenJustNow) latest.current(found.data);
    }, DECODE_EVERY_MS);
    stop.current = () => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      element.srcObject = null;
    };
  };

  const turnOff = () => {
    stop.current();
    stop.current = () => {};
    setState("off");
  };

  const running = state === "on" || state === "starting";
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={running ? turnOff : start}
        disabled={disabled && !running}
        className="h-12 w-full rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        {running ? t("eTicketsWeb.checkIn.stopCamera") : t("eTicketsWeb.checkIn.startCamera")}
      </button>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("eTicketsWeb.checkIn.startCamera")}
        className={running ? "aspect-video w-full rounded-xl bg-black object-cover" : "hidden"}
      />
      {state === "starting" ? (
        <p className="text-sm text-slate-600">{t("eTicketsWeb.checkIn.cameraStarting")}</p>
      ) : null}
      {state === "denied" || state === "unavailable" ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t(
            state === "denied" ? "eTicketsWeb.checkIn.cameraDenied" : "eTicketsWeb.checkIn.cameraUnavailable",
          )}
        </p>
      ) : null}
    </div>
  );
}
