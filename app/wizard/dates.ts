// Today's date in the UK, YYYY-MM-DD, for the wizard's date rules (en-CA formats dates that way).
export const ukToday = (now = Date.now()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(now));
