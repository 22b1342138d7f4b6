/**
 * The one form of the client and its building blocks (architecture "Modules"): `Form` (schema,
 * default values, `onSubmit`; react-hook-form + zodResolver), fields bound to it by name, its error
 * summary, and the helpers for react-hook-form's nested errors. Labels, hints and errors are wired
 * for screen readers by `Field` (components/ui). The dialog with a form is `components/form-dialog`.
 */
export {
  type ErrorPlacement,
  Form,
  type FormMessages,
  type FormMethods,
  type FormProps,
  type FormSchema,
  rewordErrors,
  SUBMIT_ERROR,
  useErrorPlacement,
} from "./form";
export { FormError, type FormErrorProps, fieldMessages } from "./form-error";
export { firstListMessage, hasMessage, messageAt } from "./form-errors";
export {
  CheckboxField,
  type CheckboxFieldProps,
  InputField,
  SelectField,
  TextareaField,
} from "./form-fields";
export { FormGroup, type FormGroupProps } from "./form-group";
export { type ObjectListColumn, ObjectListField, type ObjectListFieldProps } from "./object-list-field";
export { StudentField, type StudentFieldProps } from "./student-field";
export { TextField, type TextFieldProps } from "./text-field";
