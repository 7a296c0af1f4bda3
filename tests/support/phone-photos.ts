// Real-size phone photos (scripts/phone-photos.mjs, shared with the bench) and what a test reads
// back from a variant: its size and how red its top and right edges are (the photo's red band
// tells which way it was turned).
import sharp from "sharp";

export { distinctCopies, phoneJpeg } from "../../scripts/phone-photos.mjs";

export async function describeJpeg(bytes: ArrayBuffer) {
  const { data, info } = await sharp(Buffer.from(bytes)).raw().toBuffer({ resolveWithObject: true });
  const mean = (pick: (x: number, y: number) => boolean) => {
    let r = 0;
    let n = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        if (pick(x, y)) {
          r += data[(y * info.width + x) * info.channels];
          n++;
        }
    return r / n;
  };
  return {
    width: info.width,
    height: info.height,
    topRed: mean((_, y) => y < 10),
    rightRed: mean((x) => x >= info.width - 10),
  };
}
