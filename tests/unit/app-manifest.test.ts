import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";

const ROOT = path.join(import.meta.dirname, "../..");

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the web app manifest", () => {
  const app = manifest();

  it("opens the review, standalone, under the site's name", () => {
    expect(app).toMatchObject({ id: "/", short_name: "Lexi", start_url: "/review", scope: "/", display: "standalone" });
    expect(app.name).toContain("Lexi");
    expect(app.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(app.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("has the icons browsers ask for (192 and 512 px, plain and maskable), each a PNG of its stated size", () => {
    const icons = app.icons ?? [];
    for (const purpose of ["any", "maskable"]) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    }
    for (const icon of icons) {
      const [width, height] = icon.sizes!.split("x").map(Number);
      expect(icon.type).toBe("image/png");
      expect(pngSize(path.join(ROOT, "public", icon.src)), icon.src).toEqual({ width, height });
    }
  });

  it("has the home-screen icon iOS asks for", () => {
    expect(pngSize(path.join(ROOT, "app/apple-icon.png"))).toEqual({ width: 180, height: 180 });
  });
});
