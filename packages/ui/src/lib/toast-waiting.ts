/**
 * The event `showToast` (../components/toaster.tsx) dispatches on `window` when a toast must wait
 * for the toast library, which loads on the first toast: its `detail` is the toast
 * (`ToastMessage`). A page's own script may show it meanwhile (the apps' early script does); the
 * library's toast then takes its place.
 */
export const TOAST_WAITING = "toast-waiting";
