import { classConflicts, classConflictsError } from "@agencia/ui/class-conflicts";
import { configure } from "storybook/test";
import { afterEach } from "vitest";

// A play function's queries wait up to 5 s, not Testing Library's 1 s: the first toast loads its
// library, which beside the rest of `pnpm test` on two cores took longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

// No element of a story may have two classes that set the same thing (the static build refuses
// them in pages): this covers the states a prerendered page never shows.
afterEach(({ task }) => {
  const classLists = [...document.body.querySelectorAll("[class]")].map(
    (element) => element.getAttribute("class") ?? "",
  );
  const conflicts = classConflicts(classLists);
  if (conflicts.length > 0)
    throw classConflictsError(new Map(conflicts.map((conflict) => [conflict, task.name])));
});
