import { composeStories, setProjectAnnotations } from "@storybook/react";
import { cleanup } from "@testing-library/react";

// Every story renders, and its play function (if any) passes: the stories stay true as the
// components change. Storybook's core annotations give play functions their `canvas`.
setProjectAnnotations([]);

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  "./components/*.stories.tsx",
  {
    eager: true,
  },
);

/** A module's stories, each ready to mount and play. */
const storiesOf = (module: Parameters<typeof composeStories>[0]) =>
  Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];

describe.each(Object.entries(modules))("%s", (_file, module) => {
  it.each(storiesOf(module))("%s renders and plays", async (_name, Story) => {
    await Story.run();
    expect(document.body.querySelector("[data-slot]")).not.toBeNull();
    cleanup();
  });
});
