"use client";
import { useRouter } from "next/navigation";
import { HomeScreen } from "./home-screen";

/** The home page in the app router: opening a game is a client-side navigation. */
export function HomeRoute() {
  const router = useRouter();
  return <HomeScreen onOpenGame={(id) => router.push(`/game?id=${encodeURIComponent(id)}`)} />;
}
