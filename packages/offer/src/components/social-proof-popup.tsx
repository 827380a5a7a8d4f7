import { formatSocialProof, type SocialProofMessage } from "@agencia/content/offers";
import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { useEffect, useRef, useState } from "react";
import {
  nextSocialProof,
  SOCIAL_PROOF_INTERVAL_MS,
  SOCIAL_PROOF_VISIBLE_MS,
  type Random,
} from "../social-proof";

export interface SocialProofPopupProps {
  messages: readonly SocialProofMessage[];
  /** The sentence, with {firstName}, {city} and {solution}. */
  template: string;
  random?: Random;
  /** A new message every `intervalMs`, shown for `visibleMs` (the spec's 8 s and 5 s by default). */
  intervalMs?: number;
  visibleMs?: number;
  /**
   * Milliseconds since the page opened: messages keep to the page's own 8 s beat however late
   * the popup mounts (a page may hydrate a few seconds in). The mount time by default.
   */
  sinceOpened?: () => number;
  className?: string;
}

const sinceMount = () => 0;

/**
 * Every 8 seconds, a recent purchase not yet shown in this cycle appears for 5 seconds in the
 * bottom-left corner. Plain timers, so a test clock drives it.
 */
export function SocialProofPopup({
  messages,
  template,
  random = Math.random,
  intervalMs = SOCIAL_PROOF_INTERVAL_MS,
  visibleMs = SOCIAL_PROOF_VISIBLE_MS,
  sinceOpened = sinceMount,
  className,
}: SocialProofPopupProps) {
  const [current, setCurrent] = useState<number | null>(null);
  const history = useRef<number[]>([]);

  useEffect(() => {
    if (messages.length === 0) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    let every: ReturnType<typeof setInterval> | undefined;
    const show = () => {
      const pick = nextSocialProof(history.current, messages.length, random);
      history.current = pick.history;
      setCurrent(pick.index);
      clearTimeout(hide);
      hide = setTimeout(() => setCurrent(null), visibleMs);
    };
    const first = setTimeout(
      () => {
        show();
        every = setInterval(show, intervalMs);
      },
      intervalMs - (sinceOpened() % intervalMs),
    );
    return () => {
      clearTimeout(first);
      clearInterval(every);
      clearTimeout(hide);
    };
  }, [messages, random, intervalMs, visibleMs, sinceOpened]);

  const message = current === null ? undefined : messages[current];
  return (
    <div
      data-slot="social-proof-popup"
      role="status"
      aria-live="polite"
      className={cn(
        "pointer-events-none fixed bottom-4 left-4 z-40 max-w-[calc(100vw-6.5rem)] sm:max-w-sm",
        className,
      )}
    >
      {message ? (
        <p className="rounded-card border-border bg-card text-foreground shadow-elevated flex items-center gap-3 border px-4 py-3 text-sm motion-safe:animate-[fade-up_300ms_ease-out]">
          <span className="bg-success/10 text-success flex size-9 shrink-0 items-center justify-center rounded-full">
            <Icon name="CircleCheck" />
          </span>
          <span>{formatSocialProof(message, template)}</span>
        </p>
      ) : null}
    </div>
  );
}
