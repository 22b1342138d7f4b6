/**
 * Pure helpers over the caseload list: search (issue "search box: name, grade, disability, student
 * ID; filters as you type") and keeping the cached list in the server's order after a change
 * (requirements "Student list cache": "Read all students of a user ordered by name").
 */
import type { Student } from "@shared/contracts/students";

/** The fields the search box looks in. */
type Searchable = Pick<Student, "name" | "grade" | "disabilities" | "studentId">;

const normalise = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * True when every word of `query` appears (case- and accent-insensitive) in the student's name,
 * grade, one of their disabilities or their student ID number. A blank query matches everyone.
 * Example: "maya 3" matches Maya R. in grade 3; "autism" matches a student whose disabilities
 * include "Autism".
 */
export function matchesStudentSearch(student: Searchable, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [student.name, student.grade ?? "", student.studentId ?? "", ...student.disabilities]
    .map(normalise)
    .join("\n");
  return words.every((w) => haystack.includes(w));
}

/** Orders by name the way people read a roster (locale-aware, case-insensitive). */
export function compareByName(a: Pick<Student, "name">, b: Pick<Student, "name">): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: "base", numeric: true });
}

/** Returns a new list with `student` added or replaced (matched by id), ordered by name. */
export function upsertStudent(list: readonly Student[], student: Student): Student[] {
  return [...list.filter((s) => s.id !== student.id), student].sort(compareByName);
}

/** Returns a new list without the student whose id is `id`. */
export function removeStudent(list: readonly Student[], id: string): Student[] {
  return list.filter((s) => s.id !== id);
}
