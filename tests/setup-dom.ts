import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy…/waitFor wait up to 5 s (default 1 s): the suite runs its files in parallel on small
// machines, where a lazily loaded panel or command can take longer than 1 s to arrive. A check
// that never comes true still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
