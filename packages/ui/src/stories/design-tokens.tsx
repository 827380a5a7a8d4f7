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

/** A step of a scale: the theme variable and the utility class that draws with it. */
interface ScaleStep {
  token: string;
  className: string;
}

/**
 * The steps of a scale, e.g. `scale("--radius-", "rounded-", ["sm", "card"])`. Storybook's
 * stylesheet lists the same steps (`@source inline`) so that Tailwind generates these classes.
 */
function scale(tokenPrefix: string, classPrefix: string, steps: string[]): ScaleStep[] {
  return steps.map((step) => ({ token: tokenPrefix + step, className: classPrefix + step }));
}

const typeSteps = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "display"];
const typeScale = scale("--text-", "text-", typeSteps);
const weightSteps = ["normal", "medium", "semibold", "bold", "extrabold"];
const weights = scale("--font-weight-", "font-", weightSteps);

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

const radiusSteps = ["sm", "md", "lg", "xl", "2xl", "3xl", "control", "card"];
const radii = scale("--radius-", "rounded-", radiusSteps);

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

const shadowSteps = ["xs", "sm", "md", "lg", "xl", "card", "elevated"];
const shadows = scale("--shadow-", "shadow-", shadowSteps);

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
