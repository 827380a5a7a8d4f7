import { COMPILE_ON_LOAD } from "../vite/index.js";
import { bundleEarlyScript } from "./early-script";

describe("bundleEarlyScript", () => {
  it("starts with V8's compile hint, above the strict-mode directive of one classic script", async () => {
    const [first, second] = (await bundleEarlyScript()).split("\n");
    expect(first).toBe(COMPILE_ON_LOAD);
    // A comment may precede the directive: the code still runs in strict mode.
    expect(second).toMatch(/^"use strict";\(\(\)=>\{/);
  });
});
