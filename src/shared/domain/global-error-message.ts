/**
 * The global error screen's sentence (requirements "Navigation behaviour"), part of the error
 * catalogue (`error-messages.ts`, which uses it as `messages.globalError`). A module of its own so the
 * error screen, which is part of the teacher area's first load, does not bring the whole catalogue
 * with it (architecture "Layout": the signed-in dashboard's JavaScript budget).
 */
export const GLOBAL_ERROR_MESSAGE = "Something went wrong! Please refresh the page and try again.";
