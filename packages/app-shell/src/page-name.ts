import { useMatches } from "react-router";
import { handleSetting } from "./hydration";

/** From the deepest route that names its page, so the prerendered link stays as it is after hydration. */
export function usePageName(): string | undefined {
  for (const match of [...useMatches()].reverse()) {
    const pageName = handleSetting(match, "pageName");
    if (pageName) return pageName;
  }
  return undefined;
}
