// /my-organization on its own: the account area starts at Company Details.
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/settings");
