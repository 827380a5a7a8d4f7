import { fieldsOf, isToggle } from "@agencia/ui/form-rules";
import { markShownSince, shownSince } from "@agencia/ui/form-shown-since";
import { showPlainToast } from "@agencia/ui/plain-toast";
import type { EarlyForms } from "./forms";

// A deploy can replace the files an open page names: so that a held form is not lost, it is saved
// in the tab (never a password) and sent again after a reload.
const STORAGE_KEY = "agencia.reenviar";
/** A second failure tells the visitor instead of reloading in a loop. */
const MAX_RELOADS = 1;

export const RECOVERY_MESSAGES = {
  reloading: {
    title: "Actualizamos el sitio",
    description:
      "Recargamos la página para enviar tus datos. No hace falta que los escribas de nuevo.",
  },
  resent: {
    title: "Enviando tus datos",
    description:
      "El sitio se actualizó mientras completabas el formulario; ya los estamos enviando.",
  },
  offline: {
    title: "Sin conexión",
    description:
      "Tus datos quedan guardados en esta pestaña: los enviamos cuando vuelva la conexión.",
  },
  failed: {
    title: "No pudimos cargar el sitio",
    description:
      "Tus datos siguen en el formulario. Revisá tu conexión y volvé a intentar en unos minutos.",
    variant: "destructive",
  },
  password: {
    title: "Actualizamos el sitio",
    description: "Recargamos la página: escribí tu contraseña de nuevo para ingresar.",
  },
} as const;

interface SavedForm {
  path: string;
  form: string;
  values: [name: string, value: string][];
  reloads: number;
  /** False when a password had to be left out: the visitor sends it again. */
  resend: boolean;
  shownSince?: number;
}

function read(): SavedForm | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as SavedForm | null;
    sessionStorage.removeItem(STORAGE_KEY);
    return saved?.path === location.pathname ? saved : null;
  } catch {
    return null;
  }
}

function save(form: HTMLFormElement, reloads: number): boolean {
  const fields = fieldsOf(form);
  const saved: SavedForm = {
    path: location.pathname,
    form: form.id,
    values: fields
      .filter((field) => field.type !== "password" && (!isToggle(field) || field.checked))
      .map((field) => [field.name, field.value]),
    reloads,
    resend: !fields.some((field) => field.type === "password"),
    shownSince: shownSince(form) ?? performance.timeOrigin,
  };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    return form.id !== "";
  } catch {
    return false;
  }
}

/** React, not started yet, finds the values in the form. */
function restore(form: HTMLFormElement, values: SavedForm["values"]): void {
  for (const field of fieldsOf(form)) {
    if (field.type === "password") continue;
    const saved = values.filter(([name]) => name === field.name).map(([, value]) => value);
    if (isToggle(field)) field.checked = saved.includes(field.value);
    else if (saved.length > 0) field.value = saved[0]!;
  }
}

export function startRecovery(
  forms: EarlyForms,
  { reload = () => location.reload(), signal }: { reload?: () => void; signal?: AbortSignal } = {},
) {
  let broken = false;
  const previous = read();

  const reloadWith = (form: HTMLFormElement) => {
    const reloads = (previous?.form === form.id ? previous.reloads : 0) + 1;
    if (reloads > MAX_RELOADS || !save(form, reloads)) {
      forms.release(form);
      return showPlainToast(RECOVERY_MESSAGES.failed);
    }
    if (navigator.onLine) {
      showPlainToast(RECOVERY_MESSAGES.reloading);
      return reload();
    }
    showPlainToast(RECOVERY_MESSAGES.offline);
    window.addEventListener("online", reload, { once: true, signal });
  };

  return {
    /** Once the code has failed, a new submission goes straight to a reload. */
    get broken() {
      return broken;
    },
    failed() {
      broken = true;
      const [held] = forms.held();
      if (held) reloadWith(held);
    },
    /** Back from such a reload, the form gets its values again and is sent once React runs. */
    resume() {
      const form = previous && document.getElementById(previous.form);
      if (!previous || !(form instanceof HTMLFormElement)) return;
      if (previous.shownSince) markShownSince(form, previous.shownSince);
      restore(form, previous.values);
      showPlainToast(previous.resend ? RECOVERY_MESSAGES.resent : RECOVERY_MESSAGES.password);
      if (previous.resend) forms.send(form, null);
    },
  };
}
