/**
 * "Update the record from this IEP" (requirements "IEP versions"): the record's fields an IEP maps
 * (`IEP_RECORD_FIELDS`) take the IEP's sections — only the fields that differ, each change kept in
 * the field history (origin "iep") so it can be restored like an IEP draft's save (requirements "IEP
 * draft"). The goal list and the services are never replaced. Works for drafts and finals.
 */
import type { FieldValue } from "../../../shared/contracts/field-history.ts";
import {
  IEP_RECORD_FIELD_NAMES,
  type IepRecordFieldName,
  type UpdateRecordFromIepInput,
  type UpdateRecordFromIepResult,
} from "../../../shared/contracts/ieps.ts";
import { normalValue, sameValue } from "../../../shared/domain/field-diff.ts";
import { IEP_RECORD_FIELDS } from "../../../shared/domain/iep-document.ts";
import type { Db } from "../../db/client.ts";
import { studentFieldHistory } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { changeStudent } from "../students/index.ts";
import type { StudentRow } from "./iep-snapshot.ts";
import { findIep } from "./ieps.repository.ts";
import { iepNotFound, ownedStudent } from "./ieps.service.ts";

/** The record's value of `field` (text or, for accommodations, the list). */
const recordValue = (student: StudentRow, field: IepRecordFieldName): FieldValue => student[field];

/**
 * Copies IEP `id`'s sections into the record fields `input.fields` names (all when absent).
 * @returns the fields that changed, before → after (blank as null); unchanged fields are not written.
 * @throws AppError 404 "IEP not found" (missing, or another teacher's).
 */
export async function updateRecordFromIep(
  db: Db,
  ownerId: string,
  id: string,
  input: UpdateRecordFromIepInput,
  now: Date,
): Promise<UpdateRecordFromIepResult> {
  return await db.transaction(async (tx) => {
    const iep = await findIep(tx, ownerId, id);
    if (!iep) throw iepNotFound();
    const student = await ownedStudent(tx, ownerId, iep.studentId);
    const wanted = new Set(input.fields ?? IEP_RECORD_FIELD_NAMES);
    const changes: { field: IepRecordFieldName; before: FieldValue; after: FieldValue }[] = [];
    for (const field of IEP_RECORD_FIELD_NAMES) {
      if (!wanted.has(field)) continue;
      const after = iep.content[IEP_RECORD_FIELDS[field]] as string | string[];
      const before = recordValue(student, field);
      if (sameValue(before, after)) continue;
      changes.push({ field, before: normalValue(before), after: normalValue(after) });
    }
    if (changes.length > 0) {
      const patch = Object.fromEntries(
        changes.map((c) => [c.field, c.field === "accommodations" ? (c.after ?? []) : c.after]),
      );
      await changeStudent(tx as unknown as Db, ownerId, student.id, patch, now);
      await tx.insert(studentFieldHistory).values(
        changes.map((c) => ({
          userId: ownerId,
          studentId: student.id,
          field: c.field,
          previousValue: c.before,
          newValue: c.after,
          origin: "iep",
          createdAt: now,
        })),
      );
    }
    await recordAudit(tx, {
      userId: ownerId,
      action: "iep.update_record",
      entity: "iep",
      entityId: id,
      detail: { studentId: student.id, fields: changes.map((c) => c.field) },
    });
    return { changes };
  });
}
