// /add-vehicle/add-number: opens the wizard at the registration number (step 1); see alias-paths.server.ts.
import { aliasLoader } from "~/wizard/alias-paths.server";

export const loader = aliasLoader(1);
