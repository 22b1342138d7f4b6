/** Accessible UI primitives (architecture "Layout": components/ui, Radix + Tailwind, written here). */
export { Button, type ButtonProps } from "./button";
export { ConfirmDialog, Dialog, DialogFooter, type DialogFooterProps } from "./dialog";
export { Alert, Card, EmptyState, Skeleton, Spinner, VisuallyHidden } from "./feedback";
export { Field, type FieldProps, Input, Select, Textarea } from "./field";
