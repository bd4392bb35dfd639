import type { GrantOut } from "@/lib/engine/cuba/calixto/events/program/work";
import { grantWords } from "@/lib/engine/cuba/player/grant-progress";
import type { Faction, Role } from "@/lib/engine/cuba/types";

/**
 * What the Event grants, before "Apply" (5.1): a player Faction's action goes on into the guided
 * form right after (grant-panel.tsx); a Non-player's is done at the table as the text says.
 */
export function GrantsAfter({
  grants,
  granted,
  roles,
}: {
  grants: readonly string[];
  granted: readonly GrantOut[];
  roles: Readonly<Record<Faction, Role>>;
}) {
  const mine = granted.filter((g) => roles[g.faction] === "player");
  const table = grants.filter((_, i) => granted[i] && roles[granted[i].faction] !== "player");
  return (
    <>
      {mine.length > 0 && (
        <>
          <p className="font-medium">After Apply, the form opens for what the Event allows you:</p>
          <ul aria-label="Granted to you" className="list-disc pl-5">
            {mine.map((g) => (
              <li key={grantWords(g)}>{grantWords(g)}</li>
            ))}
          </ul>
        </>
      )}
      {table.length > 0 && (
        <>
          <p className="font-medium">To do at the table afterwards:</p>
          <ul aria-label="Actions the Event allows" className="list-disc pl-5">
            {table.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
