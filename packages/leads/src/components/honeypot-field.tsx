/** The honeypot's field name; the form's answers carry what a bot typed into it. */
export const HONEYPOT_NAME = "sitio_web";

/**
 * A field people never see or fill. Bots that fill every input give themselves away; the form
 * then pretends to succeed and stores nothing.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Sitio web (dejar vacío)
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
