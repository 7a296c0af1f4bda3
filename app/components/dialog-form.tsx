// A form that is both a page of its own (no JavaScript: Remix's Form, a redirect after) and the body
// of a dialog (a fetcher's Form; mode=dialog makes the same action answer data instead). Such a form
// is given these, by its page (usePageForm) or by FetcherDialog.
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ComponentProps, ComponentType, ReactNode } from "react";

export interface DialogFormProps {
  FormComponent: ComponentType<ComponentProps<typeof Form>>;
  /** Posted from the dialog: the action answers data instead of redirecting. */
  dialog?: boolean;
  busy?: boolean;
  /** The way out: a link back on the page, a button closing the dialog. */
  cancel: ReactNode;
}

export function DialogMode({ dialog }: { dialog?: boolean }) {
  return dialog ? <input type="hidden" name="mode" value="dialog" /> : null;
}

/** The page's side: Remix's Form, busy while it posts, and a link back to where the dealer came from. */
export function usePageForm(backTo: string, backLabel = "CANCEL"): DialogFormProps {
  const busy = useNavigation().state !== "idle";
  const cancel = (
    <Link to={backTo} className="button button--secondary">
      {backLabel}
    </Link>
  );
  return { FormComponent: Form, busy, cancel };
}

/**
 * The page around such a form without JavaScript: its title, and the form, or when the action is no
 * longer offered the reason and a way back.
 */
export function DialogFormPage({
  title,
  lead,
  refusal,
  backTo,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Why the form is not shown; null when it is. */
  refusal: string | null;
  backTo: string;
  children: ReactNode;
}) {
  return (
    <section className="page narrow bid-page">
      <h1>{title}</h1>
      {lead}
      <div className="card">
        {refusal === null ? (
          children
        ) : (
          <>
            <p role="alert">{refusal}</p>
            <Link className="button" to={backTo}>
              Back
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

/** The form itself: posts to `action`, says whether it came from the dialog, ends with the way out and `submit`. */
export function DialogFormBody({
  form,
  action,
  className = "bid-step",
  submit,
  children,
}: {
  form: DialogFormProps;
  action: string;
  className?: string;
  submit: ReactNode;
  children: ReactNode;
}) {
  const { FormComponent } = form;
  return (
    <FormComponent method="post" action={action} className={className}>
      <DialogMode dialog={form.dialog} />
      {children}
      <div className="bid-step__actions">
        {form.cancel}
        {submit}
      </div>
    </FormComponent>
  );
}
