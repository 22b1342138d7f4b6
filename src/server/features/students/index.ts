/**
 * The students feature's public module (decision 020): the router `app.ts` mounts, and what other
 * features call: one student (exports, reports, the writing assistant), a change of the record (field
 * history), the goal statements by student (the admin student view), and for the roster import and
 * the restore: the plan's student limit (`studentRoom`, `assertStudentRoom`) and the insert and
 * change of a student inside the caller's transaction (`insertStudent`, `changeStudent`).
 */

export { assertStudentRoom, type StudentRoom, studentRoom } from "./student-room.ts";
export { createStudentRoutes } from "./students.routes.ts";
export {
  changeStudent,
  getStudent,
  goalStatementsByStudent,
  insertStudent,
  listStudents,
  updateStudent,
} from "./students.service.ts";
