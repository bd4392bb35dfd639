import { buttonClass } from "../ui/styles";

/** The board screen opened on an id this browser has no game for. */
export function NoSuchGame() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-xl font-semibold">No such game</h1>
      <p className="mt-2">There is no saved game with this id in this browser.</p>
      <a className={`${buttonClass("primary")} mt-4`} href="/">
        Back to the saved games
      </a>
    </main>
  );
}
