// Shared by every test: an in-memory IndexedDB so Dexie works in Node and in jsdom.
import "fake-indexeddb/auto";
// The parts of a turn the browser loads when first needed (core/lazy-part.ts), loaded up front:
// tests replay turns synchronously, as the command line does.
import { loadTurnParts } from "@/lib/machines/cuba/parts";

await loadTurnParts();
