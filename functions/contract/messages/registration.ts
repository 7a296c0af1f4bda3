// Messages of dealer registration (spec 000 sections 2, 5 and 8). Quoted spec words are verbatim;
// the rest (duplicates, the role rule, the card step without keys) are ours (decision 0031).

export const REGISTRATION_MESSAGES = {
  required: "Field is required",
  roleRequired: "Role is required",
  transactionNeedsSeller: "Transaction management can only be chosen together with Seller",
  correctCharacters: "Type correct characters",
  onlyNumbers: "Type only numbers",
  emailWrongFormat: "Email has the wrong format",
  passwordTooShort: "Password is too short - should be 6 chars minimum.",
  passwordMustMatch: "Password must be the same",
  postalCodeNotFound: "Provided postal code does not exist",
  websiteWrongFormat: "Website address has the wrong format. E.g.: www.example.co.uk",
  cardholderTooLong: "Cardholder's name must be at most 5000 characters.",
  maxLength: (n: number) => `Max length equals ${n} characters`,
  minLength: (n: number) => `Min length equals ${n} characters`,
  invalidValues: "Invalid values",
  leaveWarning:
    "Are you sure you want to leave this page? Any unsaved changes will be lost. Please confirm to proceed.",
  duplicateEmail: "An account with this email address already exists",
  duplicateVat: "An organisation with this VAT number is already registered",
  paymentsOff: "Card payments are not set up on this site yet. Skip this step and add a card later in your wallet.",
  registered: "Thank you for registering",
  teamWillContact: "A member of our team will contact you shortly to verify your account.",
  beingVerified: "Your account is being verified. A member of our team will contact you shortly.",
} as const;
