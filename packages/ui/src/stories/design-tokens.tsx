/// <reference types="vite/client" />
/**
 * Blocks for the design-tokens docs page. Colour names come from the theme file itself, so a
 * token added to `theme.css` shows up here without editing this page; every swatch, bar and box
 * is drawn with the CSS variable, and the values shown are read back from the browser.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import themeCss from "../styles/theme.css?raw";

interface Declaration {
  name: string;
  /** As written in theme.css, e.g. `var(--color-brand-600)` for an alias. */
  declared: string;
}

function declarations(prefix: string): Declaration[] {
  const pattern = new RegExp(`^\\s*(${prefix}[\\w-]*)\\s*:\\s*([^;]+);`, "gm");
  return [...themeCss.matchAll(pattern)].map(([, name = "", declared = ""]) => ({
    name,
    declared: declared.trim(),
  }));
}

const noSubscription = () => () => {};

/** The value the browser computes for a custom property (aliases resolved). */
function useComputedValue(name: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
    () => "",
  );
}

function Value({ name }: { name: string }) {
  const value = useComputedValue(name);
  return <span className="text-muted-foreground font-mono text-xs break-all">{value || "—"}</span>;
}

function TokenName({ children }: { children: ReactNode }) {
  return <code className="text-foreground font-mono text-xs font-semibold">{children}</code>;
}

const colorGroups: { title: string; match: (name: string) => boolean }[] = [
  { title: "Brand", match: (name) => name.startsWith("--color-brand-") },
  { title: "Accent", match: (name) => name.startsWith("--color-accent-") },
  { title: "Highlight", match: (name) => name.startsWith("--color-highlight-") },
  {
    title: "Semantic roles",
    match: (name) => !/^--color-(brand|accent|highlight)-/.test(name),
  },
];

/** Every `--color-*` token of the theme, grouped, with its declared and computed value. */
export function ColorTokens() {
  const colors = declarations("--color-");
  return (
    <div className="flex flex-col gap-8">
      {colorGroups.map((group) => (
        <section key={group.title} className="flex flex-col gap-3">
          <h3 className="text-base font-semibold">{group.title}</h3>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
            {colors
              .filter((color) => group.match(color.name))
              .map((color) => (
                <li
                  key={color.name}
                  className="rounded-control border-border bg-card flex flex-col overflow-hidden border"
                >
                  <span
                    aria-hidden="true"
                    className="border-border h-16 border-b"
                    style={{ background: `var(${color.name})` }}
                  />
                  <span className="flex flex-col gap-1 p-3">
                    <TokenName>{color.name}</TokenName>
                    {color.declared.startsWith("var(") ? (
                      <span className="text-brand-700 font-mono text-xs">= {color.declared}</span>
                    ) : null}
                    <Value name={color.name} />
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/* Type, radius and shadow classes are written out in full so that Tailwind generates them (and
   their variables) for this page. */
const typeScale = [
  { token: "--text-xs", className: "text-xs" },
  { token: "--text-sm", className: "text-sm" },
  { token: "--text-base", className: "text-base" },
  { token: "--text-lg", className: "text-lg" },
  { token: "--text-xl", className: "text-xl" },
  { token: "--text-2xl", className: "text-2xl" },
  { token: "--text-3xl", className: "text-3xl" },
  { token: "--text-4xl", className: "text-4xl" },
  { token: "--text-5xl", className: "text-5xl" },
  { token: "--text-display", className: "text-display" },
] as const;

const weights = [
  { token: "--font-weight-normal", className: "font-normal" },
  { token: "--font-weight-medium", className: "font-medium" },
  { token: "--font-weight-semibold", className: "font-semibold" },
  { token: "--font-weight-bold", className: "font-bold" },
  { token: "--font-weight-extrabold", className: "font-extrabold" },
] as const;

/** The type scale the components use, from captions to the home page's display title. */
export function TypeScale() {
  return (
    <div className="flex flex-col gap-8">
      <p className="flex flex-col gap-1">
        <TokenName>--font-sans</TokenName>
        <Value name="--font-sans" />
      </p>
      <ul className="divide-border flex flex-col divide-y">
        {typeScale.map((step) => (
          <li
            key={step.token}
            className="grid gap-2 py-4 sm:grid-cols-[12rem_1fr] sm:items-baseline"
          >
            <span className="flex flex-col gap-1">
              <TokenName>{step.token}</TokenName>
              <Value name={step.token} />
            </span>
            <span className={`${step.className} truncate font-semibold tracking-tight`}>
              Automatizá tu pyme con IA
            </span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-8 gap-y-4">
        {weights.map((weight) => (
          <li key={weight.token} className="flex flex-col gap-1">
            <span className={`${weight.className} text-2xl`}>Aa Ññ</span>
            <TokenName>{weight.token}</TokenName>
            <Value name={weight.token} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24] as const;

/** Tailwind's spacing unit (`--spacing`) and its multiples, plus the layout tokens. */
export function SpacingScale() {
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-col gap-1">
        <TokenName>--spacing</TokenName>
        <Value name="--spacing" />
        <span className="text-muted-foreground text-sm">
          Every spacing utility is a multiple of it: <code>p-4</code> = 4 × <code>--spacing</code>.
        </span>
      </p>
      <ul className="flex flex-col gap-2">
        {spacingSteps.map((step) => (
          <li key={step} className="grid grid-cols-[5rem_1fr] items-center gap-3">
            <code className="font-mono text-xs">{step}</code>
            <span
              aria-hidden="true"
              className="bg-brand-400 h-4 rounded-sm"
              style={{ width: `calc(var(--spacing) * ${step})` }}
            />
          </li>
        ))}
      </ul>
      <ul className="grid gap-4 sm:grid-cols-2">
        {declarations("--spacing-")
          .concat(declarations("--container-"))
          .map((token) => (
            <li
              key={token.name}
              className="rounded-control border-border flex flex-col gap-1 border p-3"
            >
              <TokenName>{token.name}</TokenName>
              <Value name={token.name} />
            </li>
          ))}
      </ul>
    </div>
  );
}

const radii = [
  { token: "--radius-sm", className: "rounded-sm" },
  { token: "--radius-md", className: "rounded-md" },
  { token: "--radius-lg", className: "rounded-lg" },
  { token: "--radius-xl", className: "rounded-xl" },
  { token: "--radius-2xl", className: "rounded-2xl" },
  { token: "--radius-3xl", className: "rounded-3xl" },
  { token: "--radius-control", className: "rounded-control" },
  { token: "--radius-card", className: "rounded-card" },
] as const;

/** Corner radii: Tailwind's steps and the theme's `control` and `card`. */
export function RadiusTokens() {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4">
      {radii.map((radius) => (
        <li key={radius.token} className="flex flex-col gap-2">
          <span
            aria-hidden="true"
            className={`${radius.className} border-brand-500 bg-brand-50 h-20 border-2`}
          />
          <TokenName>{radius.token}</TokenName>
          <Value name={radius.token} />
        </li>
      ))}
    </ul>
  );
}

const shadows = [
  { token: "--shadow-xs", className: "shadow-xs" },
  { token: "--shadow-sm", className: "shadow-sm" },
  { token: "--shadow-md", className: "shadow-md" },
  { token: "--shadow-lg", className: "shadow-lg" },
  { token: "--shadow-xl", className: "shadow-xl" },
  { token: "--shadow-card", className: "shadow-card" },
  { token: "--shadow-elevated", className: "shadow-elevated" },
] as const;

/** Elevation: Tailwind's shadows and the theme's `card` and `elevated`. */
export function ShadowTokens() {
  return (
    <ul className="bg-muted grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-8 p-8">
      {shadows.map((shadow) => (
        <li
          key={shadow.token}
          className={`${shadow.className} rounded-card bg-card flex min-h-28 flex-col justify-end gap-1 p-4`}
        >
          <TokenName>{shadow.token}</TokenName>
          <Value name={shadow.token} />
        </li>
      ))}
    </ul>
  );
}

/** Lays a block out as page content, outside the docs page's own typography. */
export function TokenBlock({ children }: { children: ReactNode }) {
  return <div className="text-foreground my-6 font-sans">{children}</div>;
}
