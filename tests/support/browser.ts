// A tiny cookie jar over a test Worker: a browser without JavaScript (plain GETs and form POSTs,
// redirects not followed) that keeps the cookies each answer sets.
import type { TestWorker } from "./worker";

export class Browser {
  cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  /** `worker` is read on each request, so a Browser may be made before the Worker starts. */
  constructor(
    private readonly worker: () => TestWorker,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const worker = this.worker();
    const headers: Record<string, string> = { ...this.defaultHeaders, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin ??= worker.url;
      body = new URLSearchParams(init.form).toString();
    }
    const res = await worker.fetch(path, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    this.lastSetCookie = res.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair, ...attrs] = line.split(";").map((s) => s.trim());
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request(path, { form, headers });
  }
}
