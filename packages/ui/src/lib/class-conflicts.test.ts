import { describe, expect, it } from "vitest";
import { classConflicts, classListsOfHtml, overriddenClasses } from "./class-conflicts";

describe("overriddenClasses", () => {
  it("names a class a later one overrides", () => {
    expect(overriddenClasses("size-5 shrink-0 size-4")).toEqual(["size-5"]);
    expect(overriddenClasses("p-6 gap-4 relative gap-5 p-7")).toEqual(["p-6", "gap-4"]);
    expect(overriddenClasses("inline-flex hidden sm:inline-flex")).toEqual(["inline-flex"]);
  });

  it("lets a component's fallback default, another variant or a repeated class be", () => {
    expect(overriddenClasses("fallback:size-5 shrink-0 size-4 shrink-0")).toEqual([]);
    expect(overriddenClasses("pb-16 lg:pb-20 hover:text-white text-white/90")).toEqual([]);
  });
});

describe("classConflicts", () => {
  it("reads the class lists React writes in a page, entities and all", () => {
    const html =
      '<a class="[&amp;_svg]:size-4 [&amp;_svg]:size-5 px-2"></a><svg class="size-8"></svg>';
    expect(classListsOfHtml(html)).toEqual(["[&_svg]:size-4 [&_svg]:size-5 px-2", "size-8"]);
    expect(classConflicts(classListsOfHtml(html))).toEqual([
      '«[&_svg]:size-4» en class="[&_svg]:size-4 [&_svg]:size-5 px-2"',
    ]);
  });
});
