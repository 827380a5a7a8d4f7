import { hydrationAttributes } from "./hydration";

describe("hydrationAttributes", () => {
  it("hydrates on intent, with no deadline, unless a matched route asks otherwise", () => {
    expect(hydrationAttributes([undefined, {}])).toEqual({
      "data-hydration": "intent",
      "data-hydrate-by": undefined,
    });
  });

  it("hydrates at load if any matched route asks for it", () => {
    expect(hydrationAttributes([{}, { hydration: "load" }])["data-hydration"]).toBe("load");
  });

  it("keeps the earliest deadline of the matched routes", () => {
    expect(hydrationAttributes([{ hydrateBy: 9000 }, { hydrateBy: 5000 }, {}])).toEqual({
      "data-hydration": "intent",
      "data-hydrate-by": 5000,
    });
  });
});
