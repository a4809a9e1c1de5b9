// The names every player of a challenge sees (lib/challenges/names.ts): a nickname that passes for the app or
// its staff is refused, alone or in words joined to Lexi; an ordinary name that holds one such word is not.
import { describe, expect, it } from "vitest";
import { nameProblem } from "@/lib/challenges/names";

const problem = (name: string) => nameProblem(name, 24, "nickname");

describe("nameProblem: names that pass for Lexi's own", () => {
  it("refuses a reserved word, reserved words alone, and Lexi joined to one", () => {
    for (const name of ["Admin", "Lexi", "Lexi Support", "The Lexi Team", "LexiTeam", "support_lexi", "Support Team", "Official Staff", "L.E.X.I."]) {
      expect(problem(name), name).toBe("This nickname is reserved. Please choose another.");
    }
  });

  it("takes ordinary names that hold such a word", () => {
    for (const name of ["Lexi Smith", "Alexis", "Team Rocket", "Root Beer", "Modest Mouse"]) {
      expect(problem(name), name).toBeNull();
    }
  });
});
