// Coordinates from the postcodes table (DESIGN.md: ONS data in production, outward-code centroids
// locally). A full postcode without coordinates falls back to its outward code's centroid row.

/** SQL for the latitude (or longitude) of postal_codes row alias `p`, with the outward-code fallback. */
export function coordinateSql(p: string, column: "latitude" | "longitude"): string {
  return `COALESCE(${p}.${column}, (SELECT oc.${column} FROM postal_codes oc
    WHERE instr(${p}.postcode, ' ') > 0 AND oc.postcode = substr(${p}.postcode, 1, instr(${p}.postcode, ' ') - 1)))`;
}

/** A member's location: their own, else their organisation's main location. */
export async function memberOrigin(db: D1Database, memberId: number): Promise<{ lat: number; lng: number } | null> {
  const row = await db
    .prepare(
      `SELECT ${coordinateSql("p", "latitude")} AS lat, ${coordinateSql("p", "longitude")} AS lng
       FROM members m
       JOIN locations l ON l.id = COALESCE(m.location_id,
         (SELECT ml.id FROM locations ml WHERE ml.organization_id = m.organization_id ORDER BY ml.is_main DESC, ml.id LIMIT 1))
       JOIN postal_codes p ON p.id = l.postal_code_id
       WHERE m.id = ?`,
    )
    .bind(memberId)
    .first<{ lat: number | null; lng: number | null }>();
  return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
}
