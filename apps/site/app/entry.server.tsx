// The server entry both apps share: the prerender (@agencia/app-shell).
export { default } from "@agencia/app-shell/entry-server";
