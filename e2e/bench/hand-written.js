// The inline-script page's one script: what a hand-written page with the same markup does for the
// controls the markup does not answer natively (inline-baseline.ts writes it into every page of
// the baseline). Popovers, dialogs, radio filters and links stay native, as on our pages. Plain
// JavaScript, written the shortest way that gives the visitor the same answer as ours.
(() => {
  const toast = (form, kind) => {
    const box = document.createElement("div");
    box.className = "early-toast";
    box.dataset.variant = kind === "invalid" ? "destructive" : "default";
    box.setAttribute("role", "status");
    box.innerHTML = '<p class="early-toast-title"></p><p class="early-toast-description"></p>';
    box.firstChild.textContent = form.getAttribute(`data-${kind}-title`);
    box.lastChild.textContent = form.getAttribute(`data-${kind}-description`);
    document.querySelector(".early-toast")?.remove();
    document.body.append(box);
  };
  const blank = (form) =>
    [...form.elements].find(
      (field) =>
        (field.required || field.getAttribute("aria-required") === "true") &&
        !/checkbox|radio/.test(field.type) &&
        "value" in field &&
        field.value.trim() === "",
    );

  addEventListener("scroll", () => {
    for (const element of document.querySelectorAll("[data-scroll-past]"))
      element.toggleAttribute("data-scrolled", scrollY > Number(element.dataset.scrollPast));
  });
  addEventListener("click", (event) => {
    if (event.target.closest("[data-scroll-to-top]")) scrollTo({ top: 0, behavior: "smooth" });
    const link = event.target.closest("a[data-popup]");
    const [width, height] = link?.dataset.popup.split("x") ?? [];
    if (link && open(link.href, "compartir", `popup=yes,width=${width},height=${height}`))
      event.preventDefault();
  });
  // The browser refused an empty required field: the form's toast beside its bubble.
  addEventListener(
    "invalid",
    (event) => {
      const form = event.target.form;
      if (form?.dataset.invalidTitle && form.dataset.toasted !== "1") {
        form.dataset.toasted = "1";
        queueMicrotask(() => delete form.dataset.toasted);
        toast(form, "invalid");
      }
    },
    true,
  );
  addEventListener("submit", (event) => {
    const form = event.target;
    event.preventDefault();
    if (form.dataset.noticeTitle) return toast(form, "notice");
    const field = blank(form);
    if (field) {
      if (form.dataset.invalidTitle) toast(form, "invalid");
      else form.reportValidity();
      return field.focus();
    }
    if (!form.checkValidity()) return form.reportValidity();
    for (const button of form.querySelectorAll("[type=submit], button:not([type])"))
      button.disabled = true;
    form.setAttribute("aria-busy", "true");
  });
})();
