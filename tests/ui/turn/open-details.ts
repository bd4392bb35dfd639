import { act, fireEvent } from "@testing-library/react";

/** Open every "Details" disclosure, as a reader would: earlier steps draw their detail then. */
export function openAllDetails(root: ParentNode = document) {
  act(() => {
    for (const d of root.querySelectorAll("details")) {
      d.open = true;
      fireEvent(d, new Event("toggle"));
    }
  });
}
