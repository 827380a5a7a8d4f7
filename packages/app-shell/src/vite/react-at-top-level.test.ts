import { reactAtTopLevel } from "./index.js";
import { allCode, clientBuild } from "./test-build";

/** An app's client entry, in short: it imports React and hydrates. */
const entry = {
  "entry.js": `import { hydrateRoot } from "react-dom/client"; import { jsx } from "react/jsx-runtime";
    hydrateRoot(document, jsx("html", {}));`,
};

/** React's modules the CommonJS plugin wrapped in a function run on their first `require`. */
const wrapped = (code: string) =>
  [...code.matchAll(/function (require(?:React|Scheduler)\w*)\s*\(\)/g)].map((match) => match[1]);

describe("reactAtTopLevel", () => {
  it("bundles React's production code at the top level of the chunk", async () => {
    const code = allCode(await clientBuild(entry, [reactAtTopLevel()]));
    expect(wrapped(code)).toEqual([]);
    expect(code).toContain("https://react.dev/errors/"); // react-dom's production build
    expect(code).not.toContain("react-dom.development");
  }, 60_000);

  it("without it, react-dom is one function, compiled whole on its first call", async () => {
    const code = allCode(await clientBuild(entry, []));
    expect(wrapped(code)).toContain("requireReactDomClient_production");
  }, 60_000);
});
