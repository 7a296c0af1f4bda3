// The words of a refused publish, apart from error-messages so the error boundary every page
// ships in the browser does not carry the wizard's messages (issue 23).
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { errorMessage, type ApiFailure, type ErrorContext } from "./error-messages";

/**
 * A refused publish or republish (spec 001 section 8): "412 on publish: first field error; with a
 * service history field, 'Service history is not valid'"; otherwise as any other failure.
 */
export function publishErrorMessage(failure: ApiFailure, context: ErrorContext = {}): string {
  const fields = Object.keys(failure.fieldErrors ?? {});
  if (failure.status === 412 && fields.some((f) => f.startsWith("serviceHistory")))
    return WIZARD_MESSAGES.serviceHistoryInvalid;
  return errorMessage(failure, context);
}
