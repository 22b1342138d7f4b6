/**
 * The roles as a radio group (requirements "IEP teams", "What each role may do"): each role's name
 * and the sentence of what it allows, bound by name to the enclosing `Form`.
 */
import { FormGroup } from "@client/components/form";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, TEAM_ROLES } from "@shared/domain/team-access";
import { useFormContext } from "react-hook-form";

/** The "Role" fieldset; `name` is the form's field holding a `TeamRole`. */
export function RoleChoice({ name }: { name: string }) {
  const { register } = useFormContext();
  return (
    <FormGroup legend="Role">
      {TEAM_ROLES.map((role) => (
        <label key={role} className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value={role} className="mt-0.5 size-4 shrink-0" {...register(name)} />
          <span>
            <span className="font-medium text-slate-900">{TEAM_ROLE_LABELS[role]}</span>
            <span className="block text-xs text-slate-600">{TEAM_ROLE_DESCRIPTIONS[role]}</span>
          </span>
        </label>
      ))}
    </FormGroup>
  );
}
