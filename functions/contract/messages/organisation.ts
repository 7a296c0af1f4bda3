// Messages of the organisation account area (spec 000 sections 2, 5 'Organization settings',
// 'Employee', 'Profile', and 7), each quoted message once. Generic field messages stay in the
// common catalogue (functions/accounts/messages.ts until the contract module lands).
export const ORGANISATION_MESSAGES = {
  updated: "Organization details updated successfully",
  confirmRemoveLocation: "Are you sure you want to remove this location?",
  phoneTooLong: "Phone number is too long - should be 15 chars maximum",
  cityTooLong: "City is too long - should be 100 chars maximum",
  countyTooLong: "County is too long - should be 100 chars maximum",
  addressTooLong: "Address is too long - should be 100 chars maximum",
  address2TooLong: "Address (line 2) is too long - should be 100 chars maximum",
  websiteTooLong: "Website is too long - should be 200 chars maximum",
  websiteFormat: "Website address has the wrong format. E.g.: www.example.co.uk",
  // Not quoted by the spec (decision 0035).
  stale: "These details were changed by someone else. Please reload the page and try again.",
  pendingApproval: "Awaiting approval by our team",
  locationInUse: "This location cannot be removed",
} as const;

export const EMPLOYEE_MESSAGES = {
  created: "Employee created successfully",
  updated: "Employee updated successfully",
  removed: "Employee removed successfully",
  confirmRemove: "Please confirm that you want to remove this employee?",
  firstNameTooLong: "First name is too long - should be 50 chars maximum",
  lastNameTooLong: "Last name is too long - should be 50 chars maximum",
  // Not quoted by the spec (decision 0036).
  emailTaken: "This email address is already registered",
  roleNotHeld: "You can only grant roles you hold yourself",
  transactionNeedsSeller: "Transaction management can only be chosen together with Seller",
  notRejected: "Only a rejected employee's personal details can be changed",
  hasHistory: "This employee has auctions or bids and cannot be removed",
  stale: "This employee was changed by someone else. Please reload the page and try again.",
} as const;

export const PROFILE_MESSAGES = {
  updated: "Profile updated successfully",
  contactSupport: "To change your personal details, please contact our support team.",
  ownerLocation: "The owner's location cannot be changed",
  stale: "Your profile was changed elsewhere. Please reload the page and try again.",
} as const;
