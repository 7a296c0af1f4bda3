import { useEffect, useState } from "react";
import { formatTimeLeft } from "~/utils/dates";

/**
 * Time left from the server's publishSecondsLeft. The server renders the first value; with
 * JavaScript it ticks every second, counted from when the page got the value so a slow clock on the
 * dealer's device does not matter. 'Finished' at zero (spec 001 section 4.1).
 */
export function Countdown({ seconds, className }: { seconds: number; className?: string }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return undefined;
    const started = Date.now();
    const id = window.setInterval(() => {
      const now = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (now === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds]);
  return (
    <span className={className} role="timer" aria-live="off">
      {formatTimeLeft(left)}
    </span>
  );
}
