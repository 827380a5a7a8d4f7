/**
 * A form's answers, read from its controls at submit (so what was typed before React hydrated
 * counts too): one string per named field (a radio group's only if one is checked), the list of
 * ticked boxes that share a name, and the name and value of the button that submitted it.
 * `Values` is the form's own declaration of them.
 */
export function readAnswers<Values>(form: HTMLFormElement, submitter?: HTMLElement | null): Values {
  const data = new FormData(form, submitter);
  const answers: Record<string, FormDataEntryValue | FormDataEntryValue[]> =
    Object.fromEntries(data);
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]"))
    answers[box.name] = data.getAll(box.name);
  return answers as Values;
}
