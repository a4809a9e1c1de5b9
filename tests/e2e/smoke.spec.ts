import { expect, test } from "@playwright/test";

test("the home page renders its hero and a way into the flashcards", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Elevate your English" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start learning" })).toHaveAttribute("href", "/flashcards");
  await expect(page).toHaveTitle("Lexi: learn English vocabulary");
});
