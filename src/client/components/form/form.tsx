/**
 * The one form of the client (architecture "Layout", "Modules"), modelled on bulletproof-react's
 * `components/ui/form/form.tsx`: a `<form>` that takes a zod schema (from `src/shared/contracts`
 * where a contract exists), its default values and `onSubmit`, owns `useForm` with `zodResolver`,
 * and gives its children the form methods (as a render prop and through react-hook-form's context,
 * which the fields of this folder read). `onSubmit` gets the schema's output: trimmed, "" → null,
 * contract-shaped. A submission that throws is said by `FormError` in the fallback's words or the
 * server's (`errorMessage`), and everything typed stays.
 */
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useRef,
} from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/** Any zod schema whose input and output are objects (the form's values and the submitted body). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The methods `useForm` returns for a schema: values typed as its input, submitted as its output. */
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A form's own words for the errors of some fields, by dotted path (`reason`, `custom.0`): one
 * sentence for every error of the field, or one per zod issue code (`too_small`, `invalid_format`…;
 * codes not listed keep the schema's message). The schema still decides what is valid.
 */
export type FormMessages = Record<string, string | Partial<Record<string, string>>>;

/** Where field errors are said: at each field (the default), or together in the form's `FormError`. */
export type ErrorPlacement = "fields" | "summary";

/** The error set on the form when `onSubmit` throws (`errors.root.server`). */
export const SUBMIT_ERROR = "root.server";

/** Used when a form names no fallback for a failed submission. */
const DEFAULT_SUBMIT_ERROR = "That did not work. Please try again.";

const PlacementContext = createContext<ErrorPlacement>("fields");

/** Where the enclosing `Form` says field errors (fields render their own only with "fields"). */
export function useErrorPlacement(): ErrorPlacement {
  return useContext(PlacementContext);
}

export interface FormProps<S extends FormSchema>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onInvalid" | "children" | "defaultValue"> {
  /** Checks the values; its output is what `onSubmit` gets. */
  schema: S;
  /** The `<form>` element (e.g. to find a control by name). */
  ref?: Ref<HTMLFormElement>;
  /** The values the fields start with (read once, when the form mounts). */
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Called with the checked values. May return a promise (the submit button shows it pending via
   * `formState.isSubmitting`); a throw is kept as the form's submit error (see `submitError`).
   */
  onSubmit: (values: z.output<S>, methods: FormMethods<S>) => unknown;
  /** Called when the values do not pass the schema (after the errors are set). */
  onInvalid?: (errors: FieldErrors<z.input<S>>, methods: FormMethods<S>) => void;
  /** The form's own words for some fields' errors; see `FormMessages`. */
  messages?: FormMessages;
  /**
   * What a failed submission says: the fallback for `errorMessage` (the server's words for a 4xx,
   * this text otherwise), or a function of the error.
   */
  submitError?: string | ((error: unknown) => string);
  /** The field focused when the form mounts (e.g. a dialog's first question). */
  initialFocus?: Path<z.input<S>>;
  /** Where field errors are said; "summary" also leaves focus where it is on an invalid submit. */
  errorsAt?: ErrorPlacement;
  /** Further `useForm` options (mode, focus on error…). */
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver" | "defaultValues">;
  children: ReactNode | ((methods: FormMethods<S>) => ReactNode);
}

/** Replaces the messages of `errors` that `messages` words in the form's own way (in place). */
export function rewordErrors(errors: FieldErrors, messages: FormMessages): void {
  for (const [path, words] of Object.entries(messages)) {
    const error = get(errors, path) as FieldError | undefined;
    if (!error?.message) continue;
    const text = typeof words === "string" ? words : words[String(error.type)];
    if (text) error.message = text;
  }
}

/** See the module docstring. */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  onInvalid,
  messages,
  submitError,
  initialFocus,
  errorsAt = "fields",
  options,
  children,
  ...formProps
}: FormProps<S>) {
  // The resolver reads the latest schema and words, so a schema built from props (today's date,
  // the reporting step) applies as it changes.
  const latest = useRef({ schema, messages });
  latest.current = { schema, messages };
  const resolver = useRef<Resolver<z.input<S>, unknown, z.output<S>>>(async (values, context, opts) => {
    // zodResolver infers its types from a concrete schema; for the generic `S` they are stated here.
    const check = zodResolver(latest.current.schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    const result = await check(values, context, opts);
    if (latest.current.messages) rewordErrors(result.errors, latest.current.messages);
    return result;
  });
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    shouldFocusError: errorsAt === "fields",
    ...options,
    defaultValues,
    resolver: resolver.current,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form mounts.
  useEffect(() => {
    if (initialFocus) methods.setFocus(initialFocus);
  }, []);

  const submit = methods.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, methods);
      } catch (error) {
        const message =
          typeof submitError === "function"
            ? submitError(error)
            : errorMessage(error, submitError ?? DEFAULT_SUBMIT_ERROR);
        methods.setError(SUBMIT_ERROR as Path<z.input<S>>, { type: "server", message });
      }
    },
    onInvalid ? (errors) => onInvalid(errors, methods) : undefined,
  );

  return (
    <FormProvider {...methods}>
      <PlacementContext.Provider value={errorsAt}>
        <form noValidate {...formProps} onSubmit={submit}>
          {typeof children === "function" ? children(methods) : children}
        </form>
      </PlacementContext.Provider>
    </FormProvider>
  );
}
