"use client";
import { usePathname } from "next/navigation";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { buttonClass } from "./ui/styles";

type Notice = "none" | "offline-ready" | "update-ready";

/** How long "Available offline" stays up (it says something once, it is not a control). */
const OFFLINE_NOTICE_MS = 5000;

/**
 * "Available offline" sits on the page's title line, from the title's left edge to the first
 * control on that line (or the window's edge): never over "Confirm the turn", a header button or
 * the phone's bottom bar. A page with no title, or too little room beside it, shows it at the top
 * left corner over the page's margin.
 */
function titleSlot(): CSSProperties | null {
  const h1 = document.querySelector("h1");
  const r = h1?.getBoundingClientRect();
  if (!r || r.height === 0) return null;
  let right = window.innerWidth - 8;
  for (const el of document.querySelectorAll("button, a, input, select, textarea, [role=tab]")) {
    const c = el.getBoundingClientRect();
    const sameLine = c.width > 0 && c.bottom > r.top && c.top < r.bottom;
    if (sameLine && c.left > r.left) right = Math.min(right, c.left - 8);
  }
  const width = right - r.left;
  if (width < 130) return null;
  return { top: r.top, left: r.left, width, minHeight: r.height };
}

/**
 * Registers the offline service worker (public/sw.js) in the production build only, and tells the
 * player when the app has been saved for use without a network, or when a new version is ready
 * (it takes over on the next load, or now with "Reload").
 */
export function OfflineNotice() {
  const [notice, setNotice] = useState<Notice>("none");
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (process.env.NODE_ENV !== "production") {
      // `npm run dev` on the same address as a build: the build's cached pages must not answer.
      navigator.serviceWorker
        .getRegistrations()
        .then((regs) => Promise.all(regs.map((r) => r.unregister())))
        .catch(() => {});
      return;
    }
    let cancelled = false;
    const hadController = navigator.serviceWorker.controller !== null;
    const track = (worker: ServiceWorker | null) => {
      if (!worker) return;
      const check = () => {
        if (cancelled) return;
        if (worker.state === "installed" && hadController) {
          setWaiting(worker);
          setNotice("update-ready");
        } else if (worker.state === "activated" && !hadController) setNotice("offline-ready");
      };
      worker.addEventListener("statechange", check);
      check();
    };
    navigator.serviceWorker
      .register("/sw.js")
      .then((reg) => {
        if (cancelled) return;
        if (reg.waiting && hadController) track(reg.waiting);
        track(reg.installing);
        reg.addEventListener("updatefound", () => track(reg.installing));
      })
      .catch(() => {
        // No offline copy (a private window, or storage refused): the app still works online.
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (notice !== "offline-ready") return;
    const t = setTimeout(() => setNotice("none"), OFFLINE_NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice]);

  // Placed over the page's title, it has said its piece once the player opens another page (a
  // game from the home page): there it would lie over that page's header buttons, not its title.
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (notice !== "offline-ready") shownOn.current = pathname;
    else if (pathname !== shownOn.current) setNotice("none");
  }, [pathname, notice]);

  // Where "Available offline" goes: over the title, followed when the window changes size.
  const [slot, setSlot] = useState<CSSProperties | null>(null);
  useEffect(() => {
    if (notice !== "offline-ready") return;
    const place = () => setSlot(titleSlot());
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [notice]);

  if (notice === "none") return null;
  const reload = () => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: "SKIP_WAITING" });
  };
  if (notice === "offline-ready")
    return (
      <p
        role="status"
        data-testid="offline-notice"
        style={slot ?? undefined}
        className={`fixed z-50 flex items-center rounded-lg border border-stone-300 bg-white px-3 py-0.5 text-sm shadow-md dark:border-stone-600 dark:bg-stone-900 ${
          slot ? "" : "top-2 left-1/2 max-w-[calc(100vw-1rem)] -translate-x-1/2"
        }`}
      >
        <span className="truncate">
          {slot && Number(slot.width) < 420
            ? "Available offline"
            : "Available offline: this device can now run the app with no network."}
        </span>
      </p>
    );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3">
      <p
        role="status"
        data-testid="offline-notice"
        className="pointer-events-auto flex items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-md dark:border-stone-600 dark:bg-stone-900"
      >
        <span>Update ready: reload to use the new version (your games are kept).</span>
        <button type="button" className={buttonClass("primary")} onClick={reload}>
          Reload
        </button>
      </p>
    </div>
  );
}
