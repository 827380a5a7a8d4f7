import { fieldsOf, isToggle } from "@agencia/ui/form-rules";
import { markShownSince, shownSince } from "@agencia/ui/form-shown-since";
import type { EarlyForms } from "./forms";
import { showEarlyToast } from "./toast";

/**
 * When the app's code cannot load (a deploy replaced the files a page open since before names, or
 * the network dropped), nothing the visitor did may be lost: a form held as sending is saved in
 * the tab's session storage with its values (never a password), and the page reloads, picks them
 * up and sends the form as soon as the new code runs. Offline, it waits for the network first.
 */

const STORAGE_KEY = "agencia.reenviar";
/** One reload per submission: if the code still cannot load, the visitor is told instead. */
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
  /** Text fields' values, and the value of each box ticked. */
  values: [name: string, value: string][];
  reloads: number;
  /** False when a value could not be kept (a password): the visitor sends it again. */
  resend: boolean;
  /** Since when the form has been on screen (`@agencia/ui/form-shown-since`). */
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

/** Writes the saved values back into the form (React, not started yet, finds them there). */
function restore(form: HTMLFormElement, values: SavedForm["values"]): void {
  for (const field of fieldsOf(form)) {
    if (field.type === "password") continue;
    const saved = values.filter(([name]) => name === field.name).map(([, value]) => value);
    if (isToggle(field)) field.checked = saved.includes(field.value);
    else if (saved.length > 0) field.value = saved[0]!;
  }
}

export interface Recovery {
  /** The app's code failed to load: a form held is saved and the page reloaded. */
  failed(): void;
  /** True once the code failed: a new submission goes straight to a reload. */
  readonly broken: boolean;
  /**
   * Back from such a reload: the form gets its values again and is sent once React runs. The
   * reload is remembered, so a second failure tells the visitor instead of reloading again.
   */
  resume(): void;
}

export function startRecovery(
  forms: EarlyForms,
  { reload = () => location.reload(), signal }: { reload?: () => void; signal?: AbortSignal } = {},
): Recovery {
  let broken = false;
  const previous = read();

  const reloadWith = (form: HTMLFormElement) => {
    const reloads = (previous?.form === form.id ? previous.reloads : 0) + 1;
    if (reloads > MAX_RELOADS || !save(form, reloads)) {
      forms.release(form);
      return showEarlyToast(RECOVERY_MESSAGES.failed);
    }
    if (navigator.onLine) {
      showEarlyToast(RECOVERY_MESSAGES.reloading);
      return reload();
    }
    showEarlyToast(RECOVERY_MESSAGES.offline);
    window.addEventListener("online", reload, { once: true, signal });
  };

  return {
    get broken() {
      return broken;
    },
    failed() {
      broken = true;
      const [held] = forms.held();
      if (held) reloadWith(held);
    },
    resume() {
      const form = previous && document.getElementById(previous.form);
      if (!previous || !(form instanceof HTMLFormElement)) return;
      if (previous.shownSince) markShownSince(form, previous.shownSince);
      restore(form, previous.values);
      showEarlyToast(previous.resend ? RECOVERY_MESSAGES.resent : RECOVERY_MESSAGES.password);
      if (previous.resend) forms.send(form, null);
    },
  };
}
