// The tyres' own file: the detail page's first load takes this list without the wizard's other
// vehicle constants (its JavaScript budget, decision 0133).
/**
 * The four tyres in the order every screen lists them (front then rear, nearside first): the key of
 * the draft's tyreThreadDepths and of the wizard's field, the vehicle answer's field, the label.
 */
export const TYRES = [
  { key: "nearsideFront", field: "tireNearsideFrontMm", label: "Nearside front" },
  { key: "offsideFront", field: "tireOffsideFrontMm", label: "Offside front" },
  { key: "nearsideRear", field: "tireNearsideRearMm", label: "Nearside rear" },
  { key: "offsideRear", field: "tireOffsideRearMm", label: "Offside rear" },
] as const;
export type TyreKey = (typeof TYRES)[number]["key"];
