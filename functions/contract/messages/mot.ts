// Words of the MOT history section (beyond the spec, decision 0078): the API's 503 and the page.

export const MOT_MESSAGES = {
  unavailable: "MOT history is unavailable right now. Please try again later.",
  notFound: "No MOT records were found for this registration.",
  noHistory: "This vehicle has not had an MOT test yet.",
  noRegistration: "No registration was given for this vehicle, so its MOT history cannot be shown.",
  firstDue: (date: string) => `First MOT due by ${date}.`,
};
