/**
 * Form building blocks bound to react-hook-form, for every feature's forms (architecture "Modules").
 * Labels, hints and errors are wired for screen readers by `Field` (components/ui).
 */
export { firstListMessage, hasMessage, messageAt } from "./form-errors";
export { FormGroup, type FormGroupProps } from "./form-group";
export { type ObjectListColumn, ObjectListField, type ObjectListFieldProps } from "./object-list-field";
export { TextField, type TextFieldProps } from "./text-field";
