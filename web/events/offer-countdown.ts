import { useEffect, useState } from "react";

/** "1:59:30" or "4:05": the time left until `until`, ticking each second, never below zero. */
export function useTimeLeft(until: string): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1_000));
  const hours = Math.floor(left / 3_600);
  const minutes = Math.floor((left % 3_600) / 60);
  const seconds = String(left % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
