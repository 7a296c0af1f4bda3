// Messages of the account area's search alerts and notifications (spec 000 sections 2, 5 and 7),
// each quoted message once. Messages the spec leaves open are ours (decision 0037).
import { FIELD_MESSAGES } from "./common";

export const ALERT_MESSAGES = {
  EMPTY:
    'You currently have no search alerts. Click "Add" to set up an alert and receive notifications when vehicles are added.',
  DELETE_CONFIRM:
    "Are you sure you want to delete this alert? We will no longer notify you when this type of vehicle is added.",
  CREATE_TITLE: "Add new search alert",
  EDIT_TITLE: "Edit search alert",
  FORM_TEXT: "Please specify the parameters of the alert so that we can inform you of new vehicles promptly.",
  CREATED: "Search alert created successfully",
  UPDATED: "Search alert updated successfully",
  REMOVED: "Search alert removed successfully",
  REQUIRED: FIELD_MESSAGES.required,
  // Ours: the spec names a form-level year-range error shown on the minimum year, not its words.
  YEAR_RANGE: "From year must not be later than To year",
  NOT_FOUND: "Search alert not found",
  UNKNOWN_MAKE: "Choose a make from the list",
  UNKNOWN_MODEL: "Choose a model of the chosen make",
  UNKNOWN_OPTION: "Choose a value from the list",
  // The pre-check's answers (ours): a duplicate alert, or one for a model nothing has been listed as.
  DUPLICATE_TITLE: "You already have this alert",
  DUPLICATE_MESSAGE: "An alert with exactly these parameters exists already. Save another one anyway?",
  NO_LOCATION_TITLE: "We do not know where you are",
  NO_LOCATION_MESSAGE:
    "Your profile has no location with a known postcode, so a maximum distance cannot be checked and this alert will not match until it has one. Save it anyway?",
} as const;

export const NOTIFICATION_MESSAGES = {
  TITLE: "Notifications",
  SAVED: "Notification settings updated successfully",
  SAVE_FAILED: "Your notification settings could not be saved. They have been reloaded.",
  NO_NOTICES: "You have no notifications yet.",
} as const;
