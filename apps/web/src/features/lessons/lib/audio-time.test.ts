import { describe, expect, it } from "vitest";
import { formatAudioTime, seekTime } from "./audio-time.ts";

describe("formatAudioTime", () => {
  it("writes m:ss", () => {
    expect(formatAudioTime(0)).toBe("0:00");
    expect(formatAudioTime(5.9)).toBe("0:05");
    expect(formatAudioTime(65)).toBe("1:05");
    expect(formatAudioTime(750)).toBe("12:30");
  });

  it("reads unknown or negative times as 0:00", () => {
    expect(formatAudioTime(Number.NaN)).toBe("0:00");
    expect(formatAudioTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatAudioTime(-3)).toBe("0:00");
  });
});

describe("seekTime", () => {
  it("maps a point on the waveform to a time, clamped to the recording", () => {
    expect(seekTime(150, 300, 120)).toBe(60);
    expect(seekTime(-10, 300, 120)).toBe(0);
    expect(seekTime(400, 300, 120)).toBe(120);
    expect(seekTime(10, 0, 120)).toBe(0);
  });
});
