// The content pages the seed loads (through saveContentPage, inside the Worker), with their titles.
// Files are relative to the project root. They contain only what the sanitiser keeps, so they are
// stored unchanged (the public-site integration test checks that).
export interface SeedContentPage {
  slug: string;
  title: string;
  file: string;
}

export const SEED_CONTENT_PAGES: SeedContentPage[] = [
  {
    slug: "terms-and-conditions",
    title: "Terms and conditions",
    file: "scripts/seed-data/content/terms-and-conditions.html",
  },
  { slug: "privacy-policy", title: "Privacy policy", file: "scripts/seed-data/content/privacy-policy.html" },
  { slug: "faq", title: "Frequently asked questions", file: "scripts/seed-data/content/faq.html" },
  { slug: "about-us", title: "About us", file: "scripts/seed-data/content/about-us.html" },
];
