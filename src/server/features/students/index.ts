/**
 * The students feature's public module (decision 020): the router `app.ts` mounts, and what other
 * features call: one student (exports, reports, the writing assistant), a change of the record (field
 * history) and the goal statements by student (the admin student view).
 */
export { createStudentRoutes } from "./students.routes.ts";
export { getStudent, goalStatementsByStudent, listStudents, updateStudent } from "./students.service.ts";
