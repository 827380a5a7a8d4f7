// The client entry both apps share: hydration and its hand-over (@agencia/app-shell).
import "@agencia/app-shell/entry-client";
