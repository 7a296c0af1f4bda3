// Loading what the search alert pages show, through the API as the signed-in member (spec 000
// sections 2 and 7): the option lists, the makes, the models of one make, and one alert.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SearchAlertDto, SearchAlertOptionsDto } from "~contract/dto/alerts";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

export interface NamedOption {
  id: number;
  name: string;
}

export interface AlertFormData {
  options: SearchAlertOptionsDto;
  makes: NamedOption[];
  models: NamedOption[];
}

/** Option lists, makes, and the models of `makeId` (none for All). */
export async function loadFormData(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  makeId: number,
): Promise<AlertFormData> {
  const [options, makes, make] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/search-alert-options"),
    viewerApi(request, context, viewer, "GET", "/vehicle-make"),
    makeId > 0 ? viewerApi(request, context, viewer, "GET", "/vehicle-make/{id}", { params: { id: makeId } }) : null,
  ]);
  if (!options.ok) throw new Response(options.error.message, { status: options.status });
  return {
    options: options.data,
    makes: makes.ok ? makes.data.map((m) => ({ id: m.id, name: m.name })) : [],
    models: make?.ok ? make.data.models : [],
  };
}

export async function loadAlert(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
): Promise<SearchAlertDto> {
  const res = await viewerApi(request, context, viewer, "GET", "/organization-member-search-alert/{id}", {
    params: { id },
  });
  if (!res.ok) throw new Response("Not Found", { status: 404 });
  return res.data;
}

/** The form's starting values: from the URL (a make chosen without JavaScript), else the alert. */
export function initialValues(url: URL, alert: SearchAlertDto | null): Record<string, string> {
  const fromAlert: Record<string, string> = alert
    ? {
        makeId: String(alert.vehicleMakeId),
        modelId: String(alert.vehicleModelId),
        yearMinValue: String(alert.yearFrom),
        yearMaxValue: String(alert.yearTo),
        mileageMaxValue: String(alert.mileageMaxValue),
        distanceMaxValueInMiles: String(alert.distanceMaxValueInMiles),
        ...(alert.yearFrom === -1 && alert.yearTo === -1 ? { allRangeOfYears: "on" } : {}),
      }
    : {};
  if (!url.searchParams.has("makeId")) return fromAlert;
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) out[k] = v;
  // A new make resets the model to All (spec 000 section 5).
  if (out.intent === "models") out.modelId = "-1";
  return out;
}
