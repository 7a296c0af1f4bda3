// About us (spec 000 section 1): the page text from /site-creator, then sample tiles and the
// leadership entries, which are placeholders until the real team is announced.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/content/content-page.server";
import { ContentPage, contentMeta } from "~/content/content-page";

const TILES = [
  ["Trade only", "Every organisation is checked before it can bid or sell."],
  ["1 hour to 14 days", "Sellers choose how long each auction runs."],
  ["Nationwide", "Dealers from every UK postcode area, with distances on every listing."],
  ["No subscription", "A 3 month free trial, then a fee only per successful transaction."],
] as const;

// Dummy entries, as the spec asks for; replace with the real team.
const LEADERSHIP = [
  [
    "Alex Morgan",
    "Chief Executive",
    "Twenty years in franchised dealer groups, from sales executive to dealer principal.",
  ],
  ["Priya Shah", "Operations Director", "Runs dealer onboarding and support, and keeps every auction running on time."],
  ["Tom Reid", "Head of Dealer Partnerships", "Works with dealer groups to move part-exchanges and aged stock faster."],
] as const;

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

export function loader({ context }: LoaderFunctionArgs) {
  return loadContentPage(context, "about-us");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta(data?.title);

export default function AboutUs() {
  return (
    <ContentPage page={useLoaderData<typeof loader>()}>
      <ul className="tiles">
        {TILES.map(([title, text]) => (
          <li key={title} className="tile">
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <h2>Leadership</h2>
      <ul className="people">
        {LEADERSHIP.map(([name, role, bio]) => (
          <li key={name} className="person">
            <span className="person__avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <div>
              <strong>{name}</strong>
              <span className="muted">{role}</span>
              <p>{bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
