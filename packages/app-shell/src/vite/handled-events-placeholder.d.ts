/** Stands in the client entry for the events the app handles (see the .js file). */
export const HANDLED_EVENTS_PLACEHOLDER: string;
