"use client";
import { useCallback, useEffect, useState } from "react";

/** How long the app waits before each bot move or roll, so a person can follow. A UI preference. */
export const BOT_SPEEDS = { instant: 0, fast: 250, normal: 700, slow: 1400 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS;
const KEY = "cardgames.botSpeed";

export function useBotSpeed(): [BotSpeed, (s: BotSpeed) => void] {
  const [speed, setSpeed] = useState<BotSpeed>("normal");
  useEffect(() => {
    const saved = window.localStorage.getItem(KEY);
    if (saved && saved in BOT_SPEEDS) setSpeed(saved as BotSpeed);
  }, []);
  const change = useCallback((s: BotSpeed) => {
    setSpeed(s);
    window.localStorage.setItem(KEY, s);
  }, []);
  return [speed, change];
}

const QUICK = "cardgames.quickPlay";

/** Quick play (pass Foil offers while nobody can roll; see quick-play.ts): on unless turned off. */
export function useQuickPlay(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const saved = window.localStorage.getItem(QUICK);
    if (saved !== null) setOn(saved === "on");
  }, []);
  const change = useCallback((v: boolean) => {
    setOn(v);
    window.localStorage.setItem(QUICK, v ? "on" : "off");
  }, []);
  return [on, change];
}
