// /favicon.ico, which browsers and crawlers ask for whatever the page's icon
// links say: app/favicon.ico (drawn by scripts/draw-app-icons.tsx) is a real
// icon file, 16, 32 and 48 px PNGs of the app icon, and the only one (Next
// refuses a second in public/).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("/favicon.ico", () => {
  it("is an icon file of 16, 32 and 48 px PNGs, each entry's size and place true", () => {
    const file = readFileSync(path.join(ROOT, "app/favicon.ico"));
    // ICONDIR: reserved 0, type 1 (icon), the entry count.
    expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]);
    const count = file.readUInt16LE(4);
    const sizes: number[] = [];
    for (let entry = 0; entry < count; entry += 1) {
      const at = 6 + entry * 16;
      const width = file.readUInt8(at) || 256;
      const height = file.readUInt8(at + 1) || 256;
      const length = file.readUInt32LE(at + 8);
      const offset = file.readUInt32LE(at + 12);
      expect(offset + length).toBeLessThanOrEqual(file.length);
      const image = file.subarray(offset, offset + length);
      expect(image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // The PNG's own IHDR width and height match the entry's.
      expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([width, height]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
    expect(existsSync(path.join(ROOT, "public/favicon.ico"))).toBe(false);
  });
});
