// Mobile app download badges (home and footer). The badges are our own artwork, not the stores'.
// The store listing addresses are not in the spec: these point at the stores until the app's own
// listings exist.
export const APP_LINKS = {
  ios: "https://apps.apple.com/gb/",
  android: "https://play.google.com/store/apps",
} as const;

export function AppBadges({ className = "app-badges" }: { className?: string }) {
  return (
    <ul className={className} aria-label="Get the mobile app">
      <li>
        <a href={APP_LINKS.ios} rel="noopener">
          <img src="/images/badge-ios.svg" alt="Download on the App Store" width="150" height="44" />
        </a>
      </li>
      <li>
        <a href={APP_LINKS.android} rel="noopener">
          <img src="/images/badge-android.svg" alt="Get it on Google Play" width="150" height="44" />
        </a>
      </li>
    </ul>
  );
}
