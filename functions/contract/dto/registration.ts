// Answers of the registration calls (spec 000 section 7).

/** GET /registration/fees-settings: fee bands in pence, plus VAT (spec 000 section 9). */
export interface FeeBand {
  fromInPence: number;
  /** null for the open top band ("20,001 and above"). */
  toInPence: number | null;
  sellerFeeInPence: number;
  buyerFeeInPence: number;
}

export interface FeesSettings {
  bands: FeeBand[];
}

/** POST /registration. */
export interface RegistrationDone {
  organizationId: number;
  memberId: number;
  message: string;
}
