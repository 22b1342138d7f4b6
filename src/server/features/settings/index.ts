/**
 * The settings feature's public functions (decision 020: other features import this file only).
 * What staff decide and every feature reads, without a restart (requirements "Admin area",
 * "Constants"): the service settings (note limit, trial length, sign-ups, banner, AI switches) and
 * each teacher's suspension and quota reset. This feature imports no other feature: admin writes
 * through it; notes, billing, the gates in `app.ts` and `main.ts` read through it.
 */
export { refuseAssistantWhenOff, refuseClosedSignUps } from "./service-gates.ts";
export { createServiceNoticeRoutes } from "./settings.routes.ts";
export {
  readSetting,
  readSettings,
  type ServiceSettings,
  type SettingKey,
  writeSettings,
} from "./settings.service.ts";
export { quotaCountStart, setTeacherState } from "./teacher-state.service.ts";
