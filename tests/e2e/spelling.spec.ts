// The spelling a learner sees (US color / UK colour): a browser set to British
// English shows British spellings until the learner chooses American on /account.
import { expect, test } from "./support/fixtures";
import { newLearner, signIn } from "./support/learner";

test.use({ locale: "en-GB" });

test("a British English browser sees colour on color's page; choosing American spelling shows color", async ({ page, baseURL }) => {
  await signIn(page.context(), await newLearner(), baseURL!);

  await page.goto("/words/color");
  const headword = page.getByRole("heading", { level: 1 });
  await expect(headword).toHaveText("colour");

  await page.goto("/account");
  const spelling = page.getByRole("group", { name: "Spelling" });
  await expect(spelling.getByRole("radio", { name: "British (colour)" })).toBeChecked();
  await spelling.getByRole("radio", { name: "American (color)" }).check();
  await expect(spelling.getByRole("radio", { name: "American (color)" })).toBeChecked();

  await page.goto("/words/color");
  await expect(headword).toHaveText("color");
  // A word with one spelling is shown as it is.
  await page.goto("/words/bread");
  await expect(headword).toHaveText("bread");
});
