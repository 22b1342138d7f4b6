/**
 * The role table as the specification writes it: docs/requirements.md, "IEP teams" → "What each role
 * may do", parsed from the file, so the access tests take their expected answers from the spec's own
 * text rather than from the code they check (`shared/domain/team-access.ts`). Not a test file;
 * imports no feature (decision 020).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type Grant,
  type StudentAccessRole,
  TEAM_CAPABILITIES,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type TeamCapability,
} from "../../../shared/domain/team-access.ts";

/** A cell of the table: "yes" → "all", "own only" → "own", "—" → null (refused). */
export type SpecGrant = Grant | null;

/** The table: capability → role (owner included) → grant. */
export type RoleTable = Map<TeamCapability, Record<StudentAccessRole, SpecGrant>>;

const REQUIREMENTS = fileURLToPath(new URL("../../../../docs/requirements.md", import.meta.url));
const HEADING = "### What each role may do";

const CELL: Record<string, SpecGrant> = { yes: "all", "own only": "own", "—": null };

/** The column heading of each role: "Owner", then the roles' labels ("Co-teacher", …). */
const COLUMN_ROLE: Record<string, StudentAccessRole> = {
  Owner: "owner",
  ...Object.fromEntries(TEAM_ROLES.map((role) => [TEAM_ROLE_LABELS[role], role])),
};

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * Parses the table under "### What each role may do" in `markdown` (the requirements file by
 * default). Each row names its capability last in backticks, e.g. "… (`goals.read`)".
 * @throws when the heading or table is missing, a column is not a role, a capability is unknown or
 *   listed twice, or a cell is not "yes", "own only" or "—".
 */
export function parseRoleTable(markdown = readFileSync(REQUIREMENTS, "utf8")): RoleTable {
  const all = markdown.split("\n");
  const start = all.indexOf(HEADING);
  if (start < 0) throw new Error(`requirements: no "${HEADING}" heading`);
  // The section ends at the next heading of its level or above.
  const end = all.findIndex((line, i) => i > start && /^#{1,3} /.test(line));
  const lines = all.slice(start + 1, end < 0 ? undefined : end).filter((line) => line.trim().startsWith("|"));
  const [header, , ...rows] = lines;
  if (!header || rows.length === 0) throw new Error(`requirements: no table under "${HEADING}"`);
  const roles = cellsOf(header)
    .slice(1)
    .map((heading) => {
      const role = COLUMN_ROLE[heading];
      if (!role) throw new Error(`requirements: the column "${heading}" is not a role`);
      return role;
    });
  const table: RoleTable = new Map();
  for (const row of rows) {
    const [first = "", ...cells] = cellsOf(row);
    const capability = [...first.matchAll(/`([^`]+)`/g)].at(-1)?.[1] as TeamCapability | undefined;
    if (!capability || !TEAM_CAPABILITIES.includes(capability))
      throw new Error(`requirements: the row "${first}" names no known capability`);
    if (table.has(capability)) throw new Error(`requirements: "${capability}" is listed twice`);
    const grants = {} as Record<StudentAccessRole, SpecGrant>;
    roles.forEach((role, i) => {
      const cell = cells[i] ?? "";
      if (!(cell in CELL)) throw new Error(`requirements: "${cell}" (${capability}, ${role}) is not a grant`);
      grants[role] = CELL[cell] ?? null;
    });
    table.set(capability, grants);
  }
  return table;
}

/**
 * The grant `role` has for `capability` in `table`.
 * @throws when the table has no row for `capability` (every capability a route needs must be written).
 */
export function specGrant(table: RoleTable, role: StudentAccessRole, capability: TeamCapability): SpecGrant {
  const row = table.get(capability);
  if (!row) throw new Error(`requirements: no row for "${capability}"`);
  return row[role];
}
