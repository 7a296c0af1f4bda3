// /add-vehicle/{alias}: the wizard's other paths (spec 000 section 2: "/add-vehicle (plus
// /add-number, /add-photo, /confirm-number)"), each the entry to the registry step that names it
// (decision 0068); see alias-paths.server.ts. /add-vehicle/upload is a route of its own.
import { aliasLoader } from "~/wizard/alias-paths.server";

export const loader = aliasLoader;
