// One page holds every step, with the draft and the step in the query: a plain form's redirect,
// a reload and a link from My Vehicles all land on the same step of the same draft. Before a draft
// exists, the registration number searched for travels in `plate`.
export const wizardUrl = (id: number | null, step: number, plate?: string | null) =>
  `/add-vehicle?${id ? `draft=${id}&` : ""}step=${step}${plate ? `&plate=${encodeURIComponent(plate)}` : ""}`;
