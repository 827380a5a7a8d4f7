import { classConflicts, classConflictsError } from "@agencia/ui/class-conflicts";
import { afterEach } from "vitest";

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
