/** Accessible UI primitives (architecture §1 components/ui: Radix + Tailwind, written here). */
export { Button, type ButtonProps } from "./button";
export { ConfirmDialog, Dialog } from "./dialog";
export { Alert, Card, EmptyState, Skeleton, Spinner, VisuallyHidden } from "./feedback";
export { Field, Input, Select, Textarea } from "./field";
