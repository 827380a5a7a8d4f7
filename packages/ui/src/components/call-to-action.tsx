import type * as React from "react";
import { cn } from "../lib/cn";

export interface CallToActionProps {
  title: React.ReactNode;
  text?: React.ReactNode;
  actions: React.ReactNode;
  className?: string;
}

export function CallToAction({ title, text, actions, className }: CallToActionProps) {
  return (
    <section
      data-slot="call-to-action"
      className={cn("skip-offscreen px-4 py-16 sm:px-6 lg:px-8", className)}
    >
      <div className="max-w-page from-brand-700 via-brand-800 to-ink shadow-elevated relative isolate mx-auto flex flex-col items-center gap-6 overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-14 text-center text-white sm:px-12">
        <div
          aria-hidden="true"
          className="bg-accent-500/30 absolute -top-24 -right-24 -z-10 size-72 rounded-full blur-3xl"
        />
        <h2 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="max-w-2xl text-lg text-pretty text-white/80">{text}</p> : null}
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
