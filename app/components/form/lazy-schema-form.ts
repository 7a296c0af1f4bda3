// conform with the contract's schema in the browser, with the schema and zod fetched on the dealer's
// first touch of the form, not with the page (issue 23, decision 0237): zod alone is about 14 KiB of
// gzip, which put every validating page over the 110 KiB first-load budget. Until it has arrived a
// submit goes to the action, which parses the same schema, so the messages are the same either way;
// fields left or typed in meanwhile are checked the moment it arrives.
import { parse, useForm, type Submission } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { z, ZodTypeAny } from "zod";

type FormOptions<Input extends Record<string, unknown>, Output> = Omit<
  Parameters<typeof useForm<Input, Output>>[0],
  "onValidate"
>;
type Submitter = HTMLInputElement | HTMLButtonElement | null;

/** The schemas a page may check with (schemas.ts), fetched on the first touch of its form. */
export type FormSchemas = typeof import("./schemas");
/** The schema to parse with, from the fetched module, with this render's values (a live minimum). */
export type PickSchema<Schema extends ZodTypeAny> = (schemas: FormSchemas, submitter: Submitter) => Schema;

/**
 * Before the schemas arrive: a submit goes through to the action (conform reads an error of null as
 * "the server decides"); a field's check on leaving it (an intent, which conform also sends as a
 * submit) finds nothing, and must not reach the action.
 */
function deferToServer<Input, Output>(formData: FormData) {
  // `parse` answers at once when `resolve` does; its type allows a promise for async resolvers.
  return parse<Output, string[]>(formData, {
    resolve: (_, intent) => (intent ? { error: {} } : { error: null }),
  }) as Submission<Input, string[], Output>;
}

/**
 * `Input` is the form's values as conform names its fields; it defaults to the schema's input and is
 * given where the form's shape is written out (strings where the schema coerces).
 */
export function useLazySchemaForm<
  Schema extends ZodTypeAny,
  Input extends Record<string, unknown> = z.input<Schema>,
  Output = z.output<Schema>,
>(pick: PickSchema<Schema>, options: FormOptions<NoInfer<Input>, NoInfer<Output>>) {
  const [schemas, setSchemas] = useState<FormSchemas | null>(null);
  const latest = useRef(pick);
  latest.current = pick;
  const [form, fields] = useForm<Input, Output>({
    ...options,
    onValidate: ({ formData, submitter }) =>
      schemas
        ? // The field names are the schema's; `Input` only spells their values as the form holds them.
          (schemas.parseWithZod(formData, { schema: latest.current(schemas, submitter) }) as Submission<
            Input,
            string[],
            Output
          >)
        : deferToServer<Input, Output>(formData),
  });

  // Names of the fields the dealer left or typed in before the schema arrived, by the event the form
  // checks on: a form checked on submit only (the launch form) shows nothing before its submit.
  const touched = useRef(new Set<string>());
  const formId = form.id;
  const checkOn = { onBlur: "focusout", onInput: "input", onSubmit: null }[options.shouldValidate ?? "onSubmit"];
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!element || schemas) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      import("./schemas").then(
        (fetched) => setSchemas(fetched),
        // Offline or a new deploy: the server still validates; the next touch tries again.
        () => (started = false),
      );
    };
    const note = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name) touched.current.add(name);
    };
    element.addEventListener("focusin", start);
    if (checkOn) element.addEventListener(checkOn, note);
    // A refused post comes back to be corrected: fetch at once.
    if (options.lastResult) start();
    return () => {
      element.removeEventListener("focusin", start);
      if (checkOn) element.removeEventListener(checkOn, note);
    };
  }, [formId, schemas, options.lastResult, checkOn]);

  // A reply from the action supersedes what was noted before it: checking those fields again would
  // replace its errors (a refused sign-in's message above the form) with the browser's.
  useEffect(() => touched.current.clear(), [options.lastResult]);
  useEffect(() => {
    if (!schemas) return;
    for (const name of touched.current) form.validate({ name });
    touched.current.clear();
    // Once, when the schema arrives; `form` changes with every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schemas]);

  return [form, fields] as const;
}
