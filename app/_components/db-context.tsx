"use client";
import { createContext, type ReactNode, useContext } from "react";
import { type CalixtoDB, getDb } from "@/lib/persistence/db";

/** Which database the screens read and write: the browser's, or a test's own. */
const DbContext = createContext<CalixtoDB | null>(null);

export function DbProvider({ db, children }: { db?: CalixtoDB; children: ReactNode }) {
  return <DbContext.Provider value={db ?? null}>{children}</DbContext.Provider>;
}

export function useDb(): CalixtoDB {
  return useContext(DbContext) ?? getDb();
}
