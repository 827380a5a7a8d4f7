import { contactosContract } from "./testing/contactos-contract";
import { startTestBackend } from "./testing/backend";

contactosContract(() => startTestBackend());
