import { describe, expect, it } from "vitest";
import { advisors, initials, teamMembers } from "./team";

describe("team content", () => {
  it("has four team members and three advisors, with unique ids", () => {
    expect(teamMembers).toHaveLength(4);
    expect(advisors).toHaveLength(3);
    const ids = [...teamMembers, ...advisors].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the undisclosed people without a profile link", () => {
    for (const person of [...teamMembers, ...advisors].filter((p) => p.undisclosed)) {
      expect(person.linkedin).toBeUndefined();
    }
    expect(teamMembers.filter((p) => p.undisclosed)).toHaveLength(1);
    expect(advisors.filter((p) => p.undisclosed)).toHaveLength(1);
  });

  it("links profiles over https only", () => {
    for (const person of [...teamMembers, ...advisors]) {
      if (person.linkedin) expect(new URL(person.linkedin).protocol).toBe("https:");
    }
  });
});

describe("initials", () => {
  it("takes first and last names, skipping academic titles", () => {
    expect(initials("Dr Daniel Ashworth")).toBe("DA");
    expect(initials("Professor Helen Carrow")).toBe("HC");
    expect(initials("Tomasz Wieczorek")).toBe("TW");
    expect(initials("Madonna")).toBe("M");
    expect(initials("  ")).toBe("");
  });
});
