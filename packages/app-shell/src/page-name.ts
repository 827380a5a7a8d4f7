import { useMatches } from "react-router";
import { handleSetting } from "./hydration";

/** From the deepest route that names its page, so the prerendered link stays as it is after hydration. */
export const usePageName = (): string | undefined =>
  useMatches()
    .map((match) => handleSetting(match, "pageName"))
    .findLast(Boolean);
