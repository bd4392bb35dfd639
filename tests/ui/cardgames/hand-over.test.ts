import { appMayPlay, handOver, noticeFor } from "@/app/_components/games/hand-over";
import type { BaseEvent, Pending } from "@/lib/engine/cardgames/shared/types";

const describe_ = (e: BaseEvent, viewer: number) =>
  `${(e as unknown as { kind: string }).kind} for ${viewer}`;
const decide = (seat: number): Pending => ({ kind: "decide", seat, prompt: "fate", rule: "" });

describe("hot-seat hand-over", () => {
  const people = [0, 1, 2];

  it("a Prophecy is shown to the person who saw it before the device moves on (KR D13)", () => {
    const events = [
      { kind: "prophecy", seat: 1, cards: [1, 2], rule: "KR Event 6", secretTo: [1] },
    ] as unknown as BaseEvent[];
    const notice = noticeFor("kill-rasputin", events, decide(2), people, describe_);
    expect(notice).toEqual({ seat: 1, lines: ["prophecy for 1"] });
    // Seat 1 still holds the device: the notice shows, no pass to seat 2 yet.
    expect(handOver({ people, decider: 2, viewer: 1, notice })).toEqual({
      passTo: null,
      viewer: 1,
      notice,
    });
    // Read and closed: now the device goes to seat 2.
    expect(handOver({ people, decider: 2, viewer: 1, notice: null }).passTo).toBe(2);
  });

  it("no notice when the person who saw it decides next anyway", () => {
    const events = [{ kind: "spy", seat: 1, rule: "D7", secretTo: [1] }] as unknown as BaseEvent[];
    expect(noticeFor("kill-rasputin", events, decide(1), people, describe_)).toBeNull();
  });

  it("a Save against a person's meld passes the device to them whether or not they hold Destiny (KR D12)", () => {
    const save = [
      { kind: "save", seat: 2, target: 0, card: 5, meld: "M", rule: "KR Foil; D3" },
    ] as unknown as BaseEvent[];
    // Holding Destiny: the engine asks seat 0 to cancel it; the device goes to seat 0.
    const withDestiny = noticeFor("kill-rasputin", save, decide(0), people, describe_);
    const a = handOver({ people, decider: 0, viewer: 2, notice: withDestiny });
    // Without Destiny: the next foiler (seat 1) decides; the device still goes to seat 0 first.
    const without = noticeFor("kill-rasputin", save, decide(1), people, describe_);
    const b = handOver({ people, decider: 1, viewer: 2, notice: without });
    expect(a.passTo).toBe(0);
    expect(b.passTo).toBe(0);
    expect(handOver({ people, decider: 1, viewer: 0, notice: without })).toMatchObject({
      passTo: null,
      viewer: 0,
      notice: { seat: 0 },
    });
  });

  it("a bot's secret result or a single person's game needs no notice", () => {
    const events = [
      { kind: "prophecy", seat: 1, rule: "", secretTo: [1] },
    ] as unknown as BaseEvent[];
    expect(noticeFor("kill-rasputin", events, decide(2), [0, 2], describe_)).toBeNull();
    expect(noticeFor("kill-rasputin", events, decide(0), [1], describe_)).toBeNull();
  });

  it("bots and dice wait while the device is handed over or a notice is read (U2)", () => {
    const notice = { seat: 0, lines: ["x"] };
    expect(appMayPlay({ passTo: 0, notice: null })).toBe(false);
    expect(appMayPlay({ passTo: null, notice })).toBe(false);
    expect(appMayPlay({ passTo: null, notice: null })).toBe(true);
  });
});
