// Videos for the wizard's step 6 tests: a short real one recorded by Chromium itself (a canvas
// through MediaRecorder) in a context of its own with JavaScript, so the no-JS project gets the same
// file and no binary fixture is committed. MP4 where this Chromium can write it, else WebM; either
// way the server's magic-byte check sees a genuine video.
import type { Browser } from "@playwright/test";
import type { PhotoFile } from "./wizard-photos";

export async function recordedVideo(browser: Browser): Promise<PhotoFile> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    const { type, bytes } = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 160;
      canvas.height = 90;
      const ctx = canvas.getContext("2d")!;
      const wanted = ["video/mp4;codecs=avc1", "video/mp4", "video/webm;codecs=vp8", "video/webm"];
      const mimeType = wanted.find((t) => MediaRecorder.isTypeSupported(t))!;
      const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let i = 0; i < 8; i++) {
        ctx.fillStyle = `hsl(${i * 45} 80% 50%)`;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      recorder.stop();
      await stopped;
      const blob = new Blob(chunks, { type: mimeType });
      return { type: mimeType.split(";")[0], bytes: [...new Uint8Array(await blob.arrayBuffer())] };
    });
    const extension = type === "video/mp4" ? "mp4" : "webm";
    return { name: `walkaround.${extension}`, mimeType: type, buffer: Buffer.from(bytes) };
  } finally {
    await context.close();
  }
}
