"use client";
import { useEffect, useState } from "react";
import { buttonClass } from "./ui/styles";

type Notice = "none" | "offline-ready" | "update-ready";

/** How long "Available offline" stays up (it says something once, it is not a control). */
const OFFLINE_NOTICE_MS = 8000;

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

  if (notice === "none") return null;
  const reload = () => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: "SKIP_WAITING" });
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3">
      <p
        role="status"
        data-testid="offline-notice"
        className="pointer-events-auto flex items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-md dark:border-stone-600 dark:bg-stone-900"
      >
        {notice === "offline-ready" ? (
          <span>Available offline: this device can now run the app with no network.</span>
        ) : (
          <>
            <span>Update ready: reload to use the new version (your games are kept).</span>
            <button type="button" className={buttonClass("primary")} onClick={reload}>
              Reload
            </button>
          </>
        )}
      </p>
    </div>
  );
}
