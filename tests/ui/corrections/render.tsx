import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { DbProvider } from "@/app/_components/db-context";
import type { CalixtoDB } from "@/lib/persistence";
import { loadCorrections } from "@/lib/persistence/data-corrections";

/** Render a reference-page editor on a test database. */
export function renderWithDb(db: CalixtoDB, ui: ReactNode) {
  return render(<DbProvider db={db}>{ui}</DbProvider>);
}

/** The corrections as stored, read back from the database. */
export async function storedCorrections(db: CalixtoDB) {
  return (await loadCorrections(db)).corrections.map((c) => c.correction);
}
