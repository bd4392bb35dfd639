// Shared by every test: an in-memory IndexedDB so Dexie works in Node and in jsdom.
import "fake-indexeddb/auto";
