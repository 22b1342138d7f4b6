/**
 * The writing assistant's public module (decision 020): the routers `app.ts` mounts (improve wording and
 * suggestions under /ai, the IEP draft, field history). The AI code they use is `src/server/ai/`.
 */
export { createFieldHistoryRoutes } from "./field-history.routes.ts";
export { createIepDraftRoutes } from "./iep-draft.routes.ts";
export { createAiRoutes } from "./writing-assistant.routes.ts";
