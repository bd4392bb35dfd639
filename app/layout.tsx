import type { Metadata, Viewport } from "next";
import { Providers } from "./_components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: "Calixto assistant",
  description:
    "Runs Cuba Libre Non-Player factions with the Calixto system, step by step, beside your physical board.",
};

const THEME_SCRIPT =
  'try{if(localStorage.getItem("calixto-theme")==="dark")document.documentElement.classList.add("dark")}catch(e){}';

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

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
      </body>
    </html>
  );
}
