// GET /auction/draft/{id}: an auction its seller (or owner) manages, in the wizard's sections
// (spec 001 section 3, "Vehicle draft"). Other organisations get 404, as for any auction they
// cannot see; a colleague who is neither the seller nor the owner gets 404 too.
import { eq } from "drizzle-orm";
import type { ApiContext } from "../../api/types";
import { notFound } from "../../api/http";
import { can } from "../../contract/policy";
import type { DraftDto, DraftPhotoDto } from "../../contract/dto/draft";
import type { FieldErrors } from "../../contract/api";
import type { ManualServiceRecord, VehicleFeatures } from "../../contract/vehicles";
import { members } from "../../db/schema";
import { loadDetail, type MediaRow } from "../../auctions/read/detail-queries";
import { auctionIdOf, loadForViewer } from "../../auctions/http/route-helpers";
import { mediaUrl } from "../../media/media-store";

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function photosOf(media: MediaRow[]): DraftPhotoDto[] {
  return media
    .filter((m) => m.kind === "PHOTO" && m.parentMediaId === null)
    .map((p) => ({
      mediaMetadataId: p.id,
      fileUrl: mediaUrl(p.r2Key)!,
      thumbnailUrl: mediaUrl(p.thumbnailR2Key),
      perspective: p.perspective,
      sortNumber: p.sortNumber,
      status: "SENT" as const,
      damages: media
        .filter((d) => d.kind === "DAMAGE" && d.parentMediaId === p.id)
        .map((d) => ({ mediaMetadataId: d.id, fileUrl: mediaUrl(d.r2Key)!, damageType: d.damageType })),
    }));
}

function videosOf(media: MediaRow[]) {
  return media
    .filter((m) => m.kind === "VIDEO")
    .map((v) => {
      const preview = media.find((p) => p.kind === "PHOTO" && p.parentMediaId === v.id) ?? null;
      return {
        mediaMetadataId: v.id,
        fileUrl: mediaUrl(v.r2Key)!,
        previewMediaMetadataId: preview?.id ?? null,
        previewUrl: mediaUrl(preview?.r2Key ?? null),
      };
    });
}

/** The draft of auction `id` for the caller, or 404. */
export async function readDraft(c: ApiContext, id: number): Promise<DraftDto> {
  const { row, viewer } = await loadForViewer(c, id);
  if (!can(viewer, "manage", row)) throw notFound();
  const [data, member] = await Promise.all([
    loadDetail(c.db, id, -1),
    c.db.select({ d: members.defaultDescription }).from(members).where(eq(members.id, c.caller.id)).get(),
  ]);
  if (!data) throw notFound();
  const { auction: a, vehicle: v, media } = data;
  const features = parseJson<VehicleFeatures>(v.features, { dictionary: [], custom: [] });
  return {
    id: a.id,
    version: v.version,
    auctionVersion: a.version,
    status: a.status,
    formStep: a.formStep,
    basicData: {
      registrationPlate: v.registrationPlate,
      makeId: v.makeId,
      makeName: data.makeName,
      modelId: v.modelId,
      modelName: data.modelName,
      derivative: v.derivative,
      mileage: v.mileage,
      year: v.year,
      dateOfFirstRegistration: v.dateOfFirstRegistration,
      mot: v.mot,
      colour: v.colour,
      carType: v.carType,
      doors: v.doors,
      fuel: v.fuel,
      engineSize: v.engineSize,
      transmission: v.transmission,
      previousKeepersInTotal: v.previousKeepersInTotal,
      vin: v.vin,
      vehicleCapCapId: v.vehicleCapCapId,
    },
    vehicleMedia: { photos: photosOf(media), videos: videosOf(media) },
    tyreThreadDepths: {
      nearsideFront: v.tireNearsideFrontMm,
      nearsideRear: v.tireNearsideRearMm,
      offsideFront: v.tireOffsideFrontMm,
      offsideRear: v.tireOffsideRearMm,
    },
    serviceHistory: {
      type: v.serviceHistoryType,
      manualRecords: parseJson<ManualServiceRecord[]>(v.serviceHistoryRecords, []),
      photoRecords: media
        .filter((m) => m.kind === "SERVICE")
        .map((m) => ({ mediaMetadataId: m.id, fileUrl: mediaUrl(m.r2Key)! })),
    },
    vehicleFeatures: {
      vehicleFeaturesDictionaryIds: (features.dictionary ?? []).map((f) => f.id),
      vehicleFeaturesCustom: features.custom ?? [],
    },
    descriptionAndSettings: {
      description: v.description,
      defaultDescription: member?.d ?? null,
      locationId: a.locationId,
      type: a.type,
      minimumPriceInPence: a.minimumPriceInPence,
      autoAcceptPriceInPence: a.autoAcceptPriceInPence,
      buyNowPriceInPence: a.buyNowPriceInPence,
      tryingToDealDeliveryDate: a.tryingToDealDeliveryDate,
      tryingToDealDeliveryDateType: a.tryingToDealDeliveryDateType,
      timeOption: a.timeOption,
      publishTarget: a.publishTarget,
    },
    isRepublishAllowed: can(viewer, "relaunch", row),
    isAuctionEditing: a.launchCount > 0,
    validationErrors: parseJson<Record<string, FieldErrors>>(a.validationErrors, {}),
  };
}

export const draftIdOf = auctionIdOf;
