import { describe, expect, it } from "vitest";
import { arrange, damageRefusal, missingPerspectives, moveBy, placeUploads, reorder } from "./photo-slots";
import { REQUIRED_PERSPECTIVES } from "../vehicles";
import { WIZARD_MESSAGES } from "../messages/wizard";

const twelve = () => placeUploads([], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

describe("photo perspectives (decision 0073)", () => {
  it("fills the free perspectives in order, then extras", () => {
    const list = placeUploads(twelve(), [13, 14]);
    expect(list.map((p) => p.perspective)).toEqual([...REQUIRED_PERSPECTIVES, "OTHER", "OTHER"]);
    expect(missingPerspectives(list)).toEqual([]);
  });

  it("puts an upload into its tile and the rest after it", () => {
    const list = placeUploads([], [1, 2], "INTERIOR_4");
    expect(list.map((p) => [p.mediaMetadataId, p.perspective])).toEqual([
      [2, "MASTER"],
      [1, "INTERIOR_4"],
    ]);
    expect(missingPerspectives(list)).toHaveLength(10);
  });

  it("keeps perspectives on delete and refills the freed one", () => {
    const left = twelve().filter((p) => p.mediaMetadataId !== 4);
    expect(missingPerspectives(left)).toEqual(["LEFT_REAR"]);
    expect(placeUploads(left, [99])[3]).toMatchObject({ mediaMetadataId: 99, perspective: "LEFT_REAR" });
  });

  it("reorders between the occupied perspectives and refuses a damaged master", () => {
    const damaged = twelve().map((p) =>
      p.mediaMetadataId === 2 ? { ...p, damages: [{ mediaMetadataId: 50, damageType: "DENT" }] } : p,
    );
    const moved = moveBy(damaged, 3, -1);
    expect("photos" in moved && moved.photos.slice(0, 3).map((p) => [p.mediaMetadataId, p.perspective])).toEqual([
      [1, "MASTER"],
      [3, "LEFT_FRONT"],
      [2, "LEFT_SIDE"],
    ]);
    expect(moveBy(damaged, 2, -1)).toEqual({ error: WIZARD_MESSAGES.noDamageOnMaster });
    expect(reorder(damaged, [1, 2])).toEqual({ error: WIZARD_MESSAGES.photoOrderStale });
  });

  it("refuses damage on the master and a sixth damage", () => {
    const [master, side] = twelve();
    expect(damageRefusal(master)).toBe(WIZARD_MESSAGES.noDamageOnMaster);
    const five = Array.from({ length: 5 }, (_, i) => ({ mediaMetadataId: 100 + i, damageType: "DENT" }));
    expect(damageRefusal({ ...side, damages: five })).toBe(WIZARD_MESSAGES.tooManyDamages);
    expect(damageRefusal(side)).toBeNull();
  });

  it("reads old drafts by position and demotes a repeated perspective to an extra", () => {
    const list = arrange([
      { mediaMetadataId: 1, perspective: null, damages: [] },
      { mediaMetadataId: 2, perspective: "MASTER", damages: [] },
    ]);
    expect(list.map((p) => p.perspective)).toEqual(["MASTER", "OTHER"]);
  });
});
