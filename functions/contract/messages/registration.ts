// Messages of dealer registration (spec 000 sections 2, 5 and 8). Quoted spec words are verbatim;
// the rest (duplicates, the role rule, the card step without keys) are ours (decision 0031).
import { FIELD_MESSAGES, LEAVE_WARNING } from "./common";

// Field messages shared with other forms come from the common catalogue, so each is written once.
export const REGISTRATION_MESSAGES = {
  required: FIELD_MESSAGES.required,
  roleRequired: "Role is required",
  transactionNeedsSeller: "Transaction management can only be chosen together with Seller",
  /** Step 1's fee table (spec 000 section 9: a free trial, then a fee per successful transaction). */
  feesCaption: "Fees per successful transaction, plus VAT: free for 3 months, then pay as you go.",
  correctCharacters: FIELD_MESSAGES.correctCharacters,
  onlyNumbers: FIELD_MESSAGES.onlyNumbers,
  emailWrongFormat: FIELD_MESSAGES.emailWrongFormat,
  passwordTooShort: FIELD_MESSAGES.passwordTooShort,
  passwordMustMatch: "Password must be the same",
  postalCodeNotFound: FIELD_MESSAGES.postalCodeNotFound,
  websiteWrongFormat: "Website address has the wrong format. E.g.: www.example.co.uk",
  cardholderTooLong: "Cardholder's name must be at most 5000 characters.",
  maxLength: FIELD_MESSAGES.maxLength,
  minLength: FIELD_MESSAGES.minLength,
  invalidValues: "Invalid values",
  tooManyRegistrations: "Too many registrations from your network. Please try again in an hour or call us.",
  tooManyChecks: "Too many attempts from your network. Please wait a while and try again.",
  leaveWarning: LEAVE_WARNING,
  duplicateEmail: "An account with this email address already exists",
  duplicateVat: "An organisation with this VAT number is already registered",
  paymentsOff: "Card payments are not set up on this site yet. Skip this step and add a card later in your wallet.",
  registered: "Thank you for registering",
  teamWillContact: "A member of our team will contact you shortly to verify your account.",
  beingVerified: "Your account is being verified. A member of our team will contact you shortly.",
} as const;
