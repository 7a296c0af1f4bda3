// "Take the auction with you" (issue 24): the web app installs like a store app. With JavaScript,
// Chrome's install prompt (beforeinstallprompt) becomes an "Install the app" button; everywhere,
// and always without JavaScript, short steps for Android Chrome and iPhone say how to do it by hand.
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/** Chrome's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export function InstallApp() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => setInstalled(true);
    if (window.matchMedia?.("(display-mode: standalone)").matches) setInstalled(true);
    window.addEventListener("beforeinstallprompt", offer);
    window.addEventListener("appinstalled", done);
    return () => {
      window.removeEventListener("beforeinstallprompt", offer);
      window.removeEventListener("appinstalled", done);
    };
  }, []);

  async function install() {
    if (!prompt) return;
    await prompt.prompt();
    if ((await prompt.userChoice).outcome === "accepted") setInstalled(true);
    setPrompt(null);
  }

  return (
    <div className="install-app" data-hydrated={hydrated || undefined}>
      {installed ? <p className="install-app__done">Trade Auction is installed on this device.</p> : null}
      {prompt && !installed ? (
        <button type="button" className="button" onClick={install}>
          Install the app
        </button>
      ) : null}
      <h3 className="install-app__title">Install the app on your phone</h3>
      <ul className="install-app__steps">
        <li>
          <strong>Android (Chrome):</strong> open the menu (⋮) and choose <em>Install app</em> or{" "}
          <em>Add to Home screen</em>.
        </li>
        <li>
          <strong>iPhone (iOS 16.4 or later, Safari):</strong> tap <em>Share</em>, then <em>Add to Home Screen</em>.
          Open Trade Auction from your home screen to turn on notifications.
        </li>
      </ul>
    </div>
  );
}
