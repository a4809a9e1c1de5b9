import { expect, test } from "@playwright/test";

// Lexi as an installable app: the manifest every page links, its icons, and
// Chromium's own installability check (what makes it offer "Install").

test("every page links the manifest; it and its icons are served, and Chromium finds nothing that stops an install", async ({ page, request }) => {
  for (const path of ["/", "/login", "/words/person"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]').first(), path).toHaveAttribute("href", /^\/apple-icon\.png/);
  }

  const served = await request.get("/manifest.webmanifest");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await served.json()) as { start_url: string; icons: { src: string; type: string }[] };
  expect(manifest.start_url).toBe("/review");
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
  }

  const cdp = await page.context().newCDPSession(page);
  await page.goto("/");
  const parsed = await cdp.send("Page.getAppManifest");
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
});
