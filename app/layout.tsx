import type { Metadata, Viewport } from "next";
import { OfflineNotice } from "./_components/offline-notice";
import { Providers } from "./_components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: "Calixto assistant",
  description:
    "Runs Cuba Libre Non-Player factions with the Calixto system, step by step, beside your physical board.",
  applicationName: "Calixto assistant",
  // Installable (public/manifest.webmanifest) and offline (public/sw.js, OfflineNotice).
  manifest: "/manifest.webmanifest",
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
      { url: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { url: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
    apple: [{ url: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
  },
  appleWebApp: { capable: true, title: "Calixto", statusBarStyle: "default" },
};

const THEME_SCRIPT =
  'try{if(localStorage.getItem("calixto-theme")==="dark")document.documentElement.classList.add("dark")}catch(e){}';

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#14365c" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Apply the last theme before the first paint, so a dark page does not flash light. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own, no input
          dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }}
        />
      </head>
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased dark:bg-stone-950 dark:text-stone-100">
        <Providers>{children}</Providers>
        <OfflineNotice />
      </body>
    </html>
  );
}
