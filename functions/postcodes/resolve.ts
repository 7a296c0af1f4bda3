// Which full postcodes exist (spec 000 section 5 'Provided postal code does not exist'), by the rule
// of decision 0030: with the ONS Postcode Directory imported (production) a postcode exists only when
// it is in the directory; without it (a fresh local install) a well-formed postcode exists when its
// outward code is known, and takes that outward code's centroid.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { postalCodes, postcodeOutcodes } from "../db/schema";
import { formatPostcode } from "../contract/postcode-rules";

export interface ResolvedPostcode {
  id: number;
  postcode: string;
}

/** True once any directory row is present: then only directory postcodes count. */
export async function directoryImported(db: Db): Promise<boolean> {
  const row = await db
    .select({ id: postalCodes.id })
    .from(postalCodes)
    .where(eq(postalCodes.source, "DIRECTORY"))
    .limit(1)
    .get();
  return row !== undefined;
}

type Found =
  | { kind: "stored"; row: ResolvedPostcode }
  | { kind: "outcode"; postcode: string; latitude: number; longitude: number };

async function lookUp(db: Db, input: string): Promise<Found | null> {
  const postcode = formatPostcode(input);
  if (!postcode) return null;
  const imported = await directoryImported(db);
  const stored = await db
    .select({ id: postalCodes.id, postcode: postalCodes.postcode })
    .from(postalCodes)
    .where(
      imported
        ? and(eq(postalCodes.postcode, postcode), eq(postalCodes.source, "DIRECTORY"))
        : eq(postalCodes.postcode, postcode),
    )
    .get();
  if (stored) return { kind: "stored", row: stored };
  if (imported) return null;
  const outcode = await db
    .select()
    .from(postcodeOutcodes)
    .where(eq(postcodeOutcodes.outcode, postcode.split(" ")[0]))
    .get();
  return outcode ? { kind: "outcode", postcode, latitude: outcode.latitude, longitude: outcode.longitude } : null;
}

/** Whether the postcode exists, without storing anything (GET /postal-code/validate). */
export async function postcodeExists(db: Db, input: string): Promise<boolean> {
  return (await lookUp(db, input)) !== null;
}

/**
 * The stored postcode row for what was typed, creating it at its outward code's centroid when the
 * rule allows (locations refer to postal_codes by id), or null when it does not exist.
 */
export async function resolvePostcode(db: Db, input: string): Promise<ResolvedPostcode | null> {
  const found = await lookUp(db, input);
  if (!found) return null;
  if (found.kind === "stored") return found.row;
  await db
    .insert(postalCodes)
    .values({ postcode: found.postcode, latitude: found.latitude, longitude: found.longitude, source: "OUTCODE" })
    .onConflictDoNothing()
    .run();
  const row = await db
    .select({ id: postalCodes.id, postcode: postalCodes.postcode })
    .from(postalCodes)
    .where(and(eq(postalCodes.postcode, found.postcode), ne(postalCodes.source, "DIRECTORY")))
    .get();
  return row ?? null;
}
