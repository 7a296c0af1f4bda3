// /add-vehicle/confirm-number: opens the wizard at the lookup result (step 2); see alias-paths.server.ts.
import { aliasLoader } from "~/wizard/alias-paths.server";

export const loader = aliasLoader(2);
