import sharp from 'sharp';
const [f, x, y, w, h, out] = process.argv.slice(2);
const crop = (p: string) => sharp(p).extract({ left: +x, top: +y, width: +w, height: +h }).toBuffer();
const [a, b] = [await crop(`/tmp/css-shots/before-${f}.png`), await crop(`/tmp/css-shots/after-${f}.png`)];
await sharp({ create: { width: +w * 2 + 10, height: +h, channels: 3, background: '#ff00ff' } })
  .composite([{ input: a, left: 0, top: 0 }, { input: b, left: +w + 10, top: 0 }]).png().toFile(out);
