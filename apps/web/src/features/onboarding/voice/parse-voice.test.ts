import { describe, expect, it } from "vitest";
import {
  parseVoiceBirthDate,
  parseVoiceCurrentStatus,
  parseVoiceEducationDegree,
  parseVoiceMotivation,
  voiceErrors,
} from "./parse-voice.ts";

describe("parseVoiceBirthDate", () => {
  it.each([
    ["1998-03-12", "1998-03-12"],
    ["1998/3/2", "1998-03-02"],
    ["12 March 1998", "1998-03-12"],
    ["12th of March, 1998", "1998-03-12"],
    ["March 12th 1998", "1998-03-12"],
    ["March 12, 1998.", "1998-03-12"],
    ["Sept 3rd 2001", "2001-09-03"],
    ["I was born on the twenty first of May 2001", "2001-05-21"],
    ["the first of January 2000", "2000-01-01"],
  ])("reads %j as %s", (spoken, expected) => {
    expect(parseVoiceBirthDate(spoken)).toEqual({ ok: true, value: expected });
  });

  it("reads ambiguous numeric dates day-first", () => {
    expect(parseVoiceBirthDate("12/03/1998")).toEqual({ ok: true, value: "1998-03-12" });
    expect(parseVoiceBirthDate("05.06.1990")).toEqual({ ok: true, value: "1990-06-05" });
    expect(parseVoiceBirthDate("7 - 8 - 1985")).toEqual({ ok: true, value: "1985-08-07" });
  });

  it("falls back to month-first only when day-first is impossible", () => {
    expect(parseVoiceBirthDate("03/25/1998")).toEqual({ ok: true, value: "1998-03-25" });
  });

  it.each(["31 February 2000", "32/01/1999", "13/13/1999", "hello there", "March 1998", "12 March 98", ""])(
    "rejects %j with the recognition error",
    (spoken) => {
      expect(parseVoiceBirthDate(spoken)).toEqual({ ok: false, error: voiceErrors.birthDate });
    },
  );
});

describe("parseVoiceEducationDegree", () => {
  it.each([
    ["bachelor's degree", "Bachelor"],
    ["I have a Bachelors", "Bachelor"],
    ["masters", "Master"],
    ["A master's degree in physics", "Master"],
    ["PhD", "PhD"],
    ["p h d", "PhD"],
    ["a doctorate", "PhD"],
    ["high school", "HighSchool"],
    ["Highschool diploma", "HighSchool"],
    ["associate degree", "Associate"],
    ["other", "Other"],
    ["a bachelors and a masters", "Master"],
  ])("maps %j to %s", (spoken, expected) => {
    expect(parseVoiceEducationDegree(spoken)).toEqual({ ok: true, value: expected });
  });

  it("rejects unknown phrases with the spec's text", () => {
    expect(parseVoiceEducationDegree("banana bread")).toEqual({
      ok: false,
      error: "Could not recognize education degree...",
    });
  });
});

describe("parseVoiceCurrentStatus", () => {
  it.each([
    ["unemployed", 0],
    ["I'm not working at the moment", 0],
    ["student", 1],
    ["I am studying at university", 1],
    ["employed full-time", 2],
    ["I work full time", 2],
    ["working", 2],
  ])("maps %j to %i", (spoken, expected) => {
    expect(parseVoiceCurrentStatus(spoken)).toEqual({ ok: true, value: expected });
  });

  it("rejects unknown phrases with the spec's text", () => {
    expect(parseVoiceCurrentStatus("purple")).toEqual({ ok: false, error: "Could not recognize status..." });
  });
});

describe("parseVoiceMotivation", () => {
  it.each([
    ["career growth", 0],
    ["I want a promotion", 0],
    ["curiosity", 1],
    ["just curious", 1],
    ["change career", 2],
    ["I'm switching careers", 2],
    ["career change", 2],
    ["change my life", 3],
    ["other", 4],
  ])("maps %j to %i", (spoken, expected) => {
    expect(parseVoiceMotivation(spoken)).toEqual({ ok: true, value: expected });
  });

  it("rejects unknown phrases with the spec's text", () => {
    expect(parseVoiceMotivation("blue sky")).toEqual({ ok: false, error: "Unknown motivation." });
  });
});
