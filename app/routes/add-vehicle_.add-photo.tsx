// /add-vehicle/add-photo: opens the wizard at the photos (step 4); see alias-paths.server.ts.
import { aliasLoader } from "~/wizard/alias-paths.server";

export const loader = aliasLoader(4);
